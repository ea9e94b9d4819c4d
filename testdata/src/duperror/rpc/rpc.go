// Package rpc holds duperror cases on gRPC and connect methods: a
// duplicate answered AlreadyExists or Aborted with no record read, beside
// twins that read the record or answer another code.
package rpc

import (
	"context"
	"errors"

	"connectrpc.com/connect"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"go.mongodb.org/mongo-driver/mongo"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

type CreateRequest struct{ RequestId string }
type CreateResponse struct{ Id string }

type Server struct {
	coll *mongo.Collection
	ddb  *dynamodb.Client
}

// mongo's duplicate key answered AlreadyExists.
func (s *Server) CreatePayment(ctx context.Context, req *CreateRequest) (*CreateResponse, error) {
	_, err := s.coll.InsertOne(ctx, map[string]string{"_id": req.RequestId})
	if mongo.IsDuplicateKeyError(err) {
		return nil, status.Error(codes.AlreadyExists, "payment exists") // want `the duplicate's branch of mongo\.Collection\.InsertOne \(mongo \(duplicate key\)\) answers codes\.AlreadyExists without reading the stored record`
	}
	if err != nil {
		return nil, status.Errorf(codes.Internal, "insert: %v", err)
	}
	return &CreateResponse{Id: req.RequestId}, nil
}

// Twin: the duplicate reads the stored payment and returns it.
func (s *Server) CreatePaymentReplay(ctx context.Context, req *CreateRequest) (*CreateResponse, error) {
	_, err := s.coll.InsertOne(ctx, map[string]string{"_id": req.RequestId})
	if mongo.IsDuplicateKeyError(err) {
		var stored CreateResponse
		if err := s.coll.FindOne(ctx, map[string]string{"_id": req.RequestId}).Decode(&stored); err != nil {
			return nil, status.Error(codes.Aborted, "in progress")
		}
		return &stored, nil
	}
	return &CreateResponse{Id: req.RequestId}, nil
}

// A DynamoDB conditional put whose ConditionalCheckFailedException is
// answered connect's CodeAborted.
func (s *Server) CreateTransfer(ctx context.Context, req *CreateRequest) (*CreateResponse, error) {
	_, err := s.ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("idempotency"),
		Item:                map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: req.RequestId}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		return nil, connect.NewError(connect.CodeAborted, err) // want `\(DynamoDB \(ConditionalCheckFailedException\)\) answers connect\.CodeAborted`
	}
	return &CreateResponse{Id: req.RequestId}, nil
}

// Twin: InvalidArgument on the duplicate's branch is an answer about the
// request (the key reused for another payload), not this analyzer's.
func (s *Server) CreateTransferMismatch(ctx context.Context, req *CreateRequest) (*CreateResponse, error) {
	_, err := s.ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("idempotency"),
		Item:                map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: req.RequestId}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		return nil, connect.NewError(connect.CodeInvalidArgument, err)
	}
	return &CreateResponse{Id: req.RequestId}, nil
}
