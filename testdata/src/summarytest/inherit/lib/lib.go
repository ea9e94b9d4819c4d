// Package lib is a library the test's knowledge describes: A.Do pays, B.Do
// is a deliberate negative, A.Send pays.
package lib

import "context"

type A struct{}

func (*A) Do(ctx context.Context, id string) error   { return nil }
func (*A) Send(ctx context.Context, id string) error { return nil }
func (*A) Close() error                              { return nil }

type B struct{}

func (B) Do(ctx context.Context, id string) error { return nil }
