package summary

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// dynamoOp reports whether e is the DynamoDB operation op: aws-sdk-go v2's
// (*dynamodb.Client).Op, or v1's (*dynamodb.DynamoDB).Op and its
// OpWithContext variant.
func dynamoOp(e *knowledge.Func, op string) bool {
	return strings.HasSuffix(e.Name, "."+op) || strings.HasSuffix(e.Name, "."+op+"WithContext")
}

// dynamoInput returns the input struct of a call to a DynamoDB operation of
// the knowledge, by its parameter name: v2's params (ctx, params, optFns),
// v1's input (input) or (ctx, input, opts). Nil for an entry with neither.
func dynamoInput(c *ssa.CallCommon, e *knowledge.Func) ssa.Value {
	for _, name := range []string{"params", "input"} {
		if e.HasParam(name) {
			return ir.EntryArg(c, e, name)
		}
	}
	return nil
}
