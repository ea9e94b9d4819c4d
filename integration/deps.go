// Package integration proves idemlint's knowledge tables against the real
// libraries at the versions pinned in this module's go.mod.
//
// The blank imports below keep every library that a knowledge table names
// in the module graph, so that `go mod tidy` keeps its requirement and the
// tests can load it. A table entry in a package that is not imported here
// makes TestKnowledgeResolves fail naming that package: add it here.
package integration

import (
	// E-mail: gomail and its fork.
	_ "github.com/go-mail/mail/v2"
	_ "gopkg.in/gomail.v2"

	// Messaging: kafka.
	_ "github.com/IBM/sarama"
	_ "github.com/Shopify/sarama" // sarama's import path until v1.38.1: the same tables
	_ "github.com/confluentinc/confluent-kafka-go/v2/kafka"
	_ "github.com/segmentio/kafka-go"
	_ "github.com/twmb/franz-go/pkg/kgo"

	// Messaging: AMQP, NATS, Pub/Sub, SQS/SNS, watermill, asynq.
	_ "cloud.google.com/go/pubsub"
	_ "cloud.google.com/go/pubsub/v2"
	_ "github.com/ThreeDotsLabs/watermill/message"
	_ "github.com/aws/aws-sdk-go-v2/aws"
	_ "github.com/aws/aws-sdk-go-v2/service/sns"
	_ "github.com/aws/aws-sdk-go-v2/service/sns/types"
	_ "github.com/aws/aws-sdk-go-v2/service/sqs"
	_ "github.com/aws/aws-sdk-go-v2/service/sqs/types"
	_ "github.com/aws/aws-sdk-go/aws"
	_ "github.com/aws/aws-sdk-go/aws/request"
	_ "github.com/aws/aws-sdk-go/service/sns"
	_ "github.com/aws/aws-sdk-go/service/sqs"
	_ "github.com/hibiken/asynq"
	_ "github.com/nats-io/nats.go"
	_ "github.com/nats-io/nats.go/jetstream"
	_ "github.com/rabbitmq/amqp091-go"

	// Workflows: temporal.
	_ "go.temporal.io/sdk/activity"
	_ "go.temporal.io/sdk/client"
	_ "go.temporal.io/sdk/temporal"
	_ "go.temporal.io/sdk/worker"
	_ "go.temporal.io/sdk/workflow"

	// SQL and ORMs.
	_ "entgo.io/ent"
	_ "github.com/go-sql-driver/mysql"
	_ "github.com/jackc/pgerrcode"
	_ "github.com/jackc/pgx/v4"
	_ "github.com/jackc/pgx/v4/pgxpool"
	_ "github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/pgxpool"
	_ "github.com/jackc/pgx/v5/stdlib"
	_ "github.com/jinzhu/gorm"
	_ "github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
	_ "github.com/mattn/go-sqlite3"
	_ "gorm.io/gorm"
	_ "gorm.io/gorm/clause"

	// RPC status codes: grpc-go and connect-go.
	_ "connectrpc.com/connect"
	_ "google.golang.org/grpc/codes"
	_ "google.golang.org/grpc/status"

	// Key-value and document stores.
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	_ "github.com/aws/aws-sdk-go/service/dynamodb"
	_ "github.com/go-redis/redis/v8" // go-redis before v9 moved it: the same tables
	_ "github.com/redis/go-redis/v9"
	_ "go.mongodb.org/mongo-driver/bson"
	_ "go.mongodb.org/mongo-driver/mongo"
	_ "go.mongodb.org/mongo-driver/mongo/options"

	// Payments: stripe (v79 and v82: the resource packages are described for both).
	_ "github.com/stripe/stripe-go/v79"
	_ "github.com/stripe/stripe-go/v79/charge"
	_ "github.com/stripe/stripe-go/v79/checkout/session"
	_ "github.com/stripe/stripe-go/v79/customer"
	_ "github.com/stripe/stripe-go/v79/invoice"
	_ "github.com/stripe/stripe-go/v79/paymentintent"
	_ "github.com/stripe/stripe-go/v79/paymentmethod"
	_ "github.com/stripe/stripe-go/v79/payout"
	_ "github.com/stripe/stripe-go/v79/refund"
	_ "github.com/stripe/stripe-go/v79/setupintent"
	_ "github.com/stripe/stripe-go/v79/subscription"
	_ "github.com/stripe/stripe-go/v79/transfer"
	_ "github.com/stripe/stripe-go/v82"
	_ "github.com/stripe/stripe-go/v82/charge"
	_ "github.com/stripe/stripe-go/v82/checkout/session"
	_ "github.com/stripe/stripe-go/v82/client"
	_ "github.com/stripe/stripe-go/v82/customer"
	_ "github.com/stripe/stripe-go/v82/invoice"
	_ "github.com/stripe/stripe-go/v82/paymentintent"
	_ "github.com/stripe/stripe-go/v82/paymentmethod"
	_ "github.com/stripe/stripe-go/v82/payout"
	_ "github.com/stripe/stripe-go/v82/refund"
	_ "github.com/stripe/stripe-go/v82/setupintent"
	_ "github.com/stripe/stripe-go/v82/subscription"
	_ "github.com/stripe/stripe-go/v82/transfer"

	// Payments: LND's gRPC clients, at v0.16.4-beta: from v0.17 on lnd's
	// go.mod replaces google.golang.org/protobuf with its hex-display fork,
	// which a dependent module does not inherit, and lnrpc does not compile
	// without it.
	_ "github.com/lightningnetwork/lnd/lnrpc"
	_ "github.com/lightningnetwork/lnd/lnrpc/routerrpc"

	// API clients that agent tools act through: GitHub, Slack, Jira,
	// Grafana Incident. jira/v3 brings its services' package,
	// go-atlassian/jira/internal, which cannot be imported here.
	_ "github.com/ctreminiom/go-atlassian/jira/v3"
	_ "github.com/google/go-github/v89/github"
	_ "github.com/grafana/incident-go"
	_ "github.com/slack-go/slack"

	// GraphQL clients with typed operations.
	_ "github.com/hasura/go-graphql-client"
	_ "github.com/shurcooL/graphql"

	// Metrics (knowledge.Metrics; prometheus is also a pure package).
	_ "expvar"
	_ "github.com/cactus/go-statsd-client/v5/statsd"
	_ "github.com/prometheus/client_golang/prometheus/promauto"
	_ "go.opentelemetry.io/otel/metric"

	// HTTP routers.
	_ "github.com/gin-gonic/gin"
	_ "github.com/go-chi/chi"
	_ "github.com/go-chi/chi/v5"
	_ "github.com/gorilla/mux"
	_ "github.com/labstack/echo/v4"

	// Agent tools: MCP.
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"

	// HTTP and retries.
	_ "github.com/avast/retry-go/v4"
	_ "github.com/cenkalti/backoff/v4"
	_ "github.com/cenkalti/backoff/v5"
	_ "github.com/eapache/go-resiliency/retrier"
	_ "github.com/hashicorp/go-retryablehttp"
	_ "github.com/sethvargo/go-retry"
	_ "k8s.io/client-go/util/retry"

	// Identifiers.
	_ "github.com/gofrs/uuid/v5"
	_ "github.com/google/uuid"
	_ "github.com/hashicorp/go-uuid"
	_ "github.com/lithammer/shortuuid/v3"
	_ "github.com/oklog/ulid"
	_ "github.com/oklog/ulid/v2"
	_ "github.com/rs/xid"
	_ "github.com/segmentio/ksuid"

	// Credential checks (crypto/subtle is the standard library's).
	_ "golang.org/x/crypto/bcrypt"

	// Deliberate negatives and concurrency helpers.
	_ "github.com/prometheus/client_golang/prometheus"
	_ "golang.org/x/sync/errgroup"
)
