// Package aws simulates github.com/aws/aws-sdk-go-v2/aws for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package aws

// Config holds one of the real fields.
type Config struct {
	Region string
}

func String(v string) *string { return &v }

func ToString(p *string) (v string) {
	if p == nil {
		return ""
	}
	return *p
}

func Bool(v bool) *bool { return &v }
