// Package aws simulates github.com/aws/aws-sdk-go/aws for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// aws-sdk-go v1, beside v2 (github.com/aws/aws-sdk-go-v2/...).
package aws

import "context"

type Context = context.Context

func String(v string) *string { return &v }

func StringValue(v *string) string {
	if v != nil {
		return *v
	}
	return ""
}

func Int64(v int64) *int64 { return &v }
