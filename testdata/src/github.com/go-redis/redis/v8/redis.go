// Package redis simulates github.com/go-redis/redis/v8 for idemlint's tests: only the declarations the cases use, with the real signatures.
//
// As in the real package, commands are methods of the unexported func type
// cmdable, which Client embeds, and of the one interface Cmdable (v9 split
// it into per-family interfaces).
package redis

import (
	"context"
	"time"

	"github.com/go-redis/redis/v8/internal/proto"
)

// Nil reply returned by Redis when key does not exist.
const Nil = proto.Nil

// Options keeps the settings to setup redis connection.
type Options struct {
	Network  string
	Addr     string
	Password string
	DB       int
}

// Cmder is a command.
type Cmder interface {
	Name() string
	Args() []interface{}
	Err() error
}

type baseCmd struct {
	ctx  context.Context
	args []interface{}
	err  error
}

func (cmd *baseCmd) Name() string { return "" }

func (cmd *baseCmd) Args() []interface{} { return cmd.args }

func (cmd *baseCmd) Err() error { return cmd.err }

// StatusCmd is a command whose reply is a status.
type StatusCmd struct {
	baseCmd
	val string
}

func (cmd *StatusCmd) Val() string { return cmd.val }

func (cmd *StatusCmd) Result() (string, error) { return cmd.val, cmd.err }

// StringCmd is a command whose reply is a string.
type StringCmd struct {
	baseCmd
	val string
}

func (cmd *StringCmd) Val() string { return cmd.val }

func (cmd *StringCmd) Result() (string, error) { return cmd.val, cmd.err }

// IntCmd is a command whose reply is an integer.
type IntCmd struct {
	baseCmd
	val int64
}

func (cmd *IntCmd) Val() int64 { return cmd.val }

func (cmd *IntCmd) Result() (int64, error) { return cmd.val, cmd.err }

// BoolCmd is a command whose reply is a boolean.
type BoolCmd struct {
	baseCmd
	val bool
}

func (cmd *BoolCmd) Val() bool { return cmd.val }

func (cmd *BoolCmd) Result() (bool, error) { return cmd.val, cmd.err }

// Cmdable is every command (v8 has one interface for them all).
type Cmdable interface {
	Exists(ctx context.Context, keys ...string) *IntCmd
	Get(ctx context.Context, key string) *StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	Del(ctx context.Context, keys ...string) *IntCmd
}

type cmdable func(ctx context.Context, cmd Cmder) error

func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return &BoolCmd{}
}

func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

type baseClient struct{}

// Client is a Redis client representing a pool of zero or more underlying connections.
type Client struct {
	*baseClient
	cmdable
}

// NewClient returns a client to the Redis Server specified by Options.
func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{}} }
