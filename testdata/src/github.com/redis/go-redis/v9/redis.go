// Package redis simulates github.com/redis/go-redis/v9 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// As in the real package, commands are methods of the unexported func type
// cmdable (embedded in Client, Pipeline and Tx) and of the per-family
// interfaces (StringCmdable…) that Cmdable embeds.
package redis

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9/internal/proto"
)

// Nil reply returned by Redis when key does not exist.
const Nil = proto.Nil

// TxFailedErr transaction redis failed.
const TxFailedErr = proto.RedisError("redis: transaction failed")

// Options keeps the settings to set up redis connection.
type Options struct {
	Network  string
	Addr     string
	Password string
	DB       int
}

// UniversalOptions information is required by UniversalClient to establish connections.
type UniversalOptions struct {
	Addrs    []string
	Password string
	DB       int
}

// Cmder is a command.
type Cmder interface {
	// Name returns the command name.
	Name() string
	// Args returns the command arguments.
	Args() []interface{}
	// Err returns the error of the command.
	Err() error
}

type baseCmd struct {
	ctx  context.Context
	args []interface{}
	err  error
}

func (cmd *baseCmd) Name() string { return "" }

func (cmd *baseCmd) Args() []interface{} { return cmd.args }

func (cmd *baseCmd) SetErr(e error) { cmd.err = e }

func (cmd *baseCmd) Err() error { return cmd.err }

// Cmd is a generic command.
type Cmd struct {
	baseCmd
	val interface{}
}

// NewCmd makes a Cmd.
func NewCmd(ctx context.Context, args ...interface{}) *Cmd {
	return &Cmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *Cmd) SetVal(val interface{}) { cmd.val = val }

func (cmd *Cmd) Val() interface{} { return cmd.val }

func (cmd *Cmd) Result() (interface{}, error) { return cmd.val, cmd.err }

func (cmd *Cmd) Text() (string, error) { return "", cmd.err }

func (cmd *Cmd) Int64() (int64, error) { return 0, cmd.err }

// SliceCmd is a command returning a slice.
type SliceCmd struct {
	baseCmd
	val []interface{}
}

// NewSliceCmd makes a SliceCmd.
func NewSliceCmd(ctx context.Context, args ...interface{}) *SliceCmd {
	return &SliceCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *SliceCmd) SetVal(val []interface{}) { cmd.val = val }

func (cmd *SliceCmd) Val() []interface{} { return cmd.val }

func (cmd *SliceCmd) Result() ([]interface{}, error) { return cmd.val, cmd.err }

// StatusCmd is a command returning a status.
type StatusCmd struct {
	baseCmd
	val string
}

// NewStatusCmd makes a StatusCmd.
func NewStatusCmd(ctx context.Context, args ...interface{}) *StatusCmd {
	return &StatusCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *StatusCmd) SetVal(val string) { cmd.val = val }

func (cmd *StatusCmd) Val() string { return cmd.val }

func (cmd *StatusCmd) Result() (string, error) { return cmd.val, cmd.err }

// IntCmd is a command returning an integer.
type IntCmd struct {
	baseCmd
	val int64
}

// NewIntCmd makes an IntCmd.
func NewIntCmd(ctx context.Context, args ...interface{}) *IntCmd {
	return &IntCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *IntCmd) SetVal(val int64) { cmd.val = val }

func (cmd *IntCmd) Val() int64 { return cmd.val }

func (cmd *IntCmd) Result() (int64, error) { return cmd.val, cmd.err }

// BoolCmd is a command returning a boolean.
type BoolCmd struct {
	baseCmd
	val bool
}

// NewBoolCmd makes a BoolCmd.
func NewBoolCmd(ctx context.Context, args ...interface{}) *BoolCmd {
	return &BoolCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *BoolCmd) SetVal(val bool) { cmd.val = val }

func (cmd *BoolCmd) Val() bool { return cmd.val }

func (cmd *BoolCmd) Result() (bool, error) { return cmd.val, cmd.err }

// StringCmd is a command returning a string.
type StringCmd struct {
	baseCmd
	val string
}

// NewStringCmd makes a StringCmd.
func NewStringCmd(ctx context.Context, args ...interface{}) *StringCmd {
	return &StringCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *StringCmd) SetVal(val string) { cmd.val = val }

func (cmd *StringCmd) Val() string { return cmd.val }

func (cmd *StringCmd) Result() (string, error) { return cmd.val, cmd.err }

func (cmd *StringCmd) Bytes() ([]byte, error) { return []byte(cmd.val), cmd.err }

func (cmd *StringCmd) Int64() (int64, error) { return 0, cmd.err }

// StringSliceCmd is a command returning a list of strings (BRPOP).
type StringSliceCmd struct {
	baseCmd
	val []string
}

func (cmd *StringSliceCmd) Val() []string { return cmd.val }

func (cmd *StringSliceCmd) Result() ([]string, error) { return cmd.val, cmd.err }

// MapStringStringCmd is a command returning a map of strings (HGETALL).
type MapStringStringCmd struct {
	baseCmd
	val map[string]string
}

func (cmd *MapStringStringCmd) Val() map[string]string { return cmd.val }

func (cmd *MapStringStringCmd) Result() (map[string]string, error) { return cmd.val, cmd.err }

// FloatCmd is a command returning a float.
type FloatCmd struct {
	baseCmd
	val float64
}

// NewFloatCmd makes a FloatCmd.
func NewFloatCmd(ctx context.Context, args ...interface{}) *FloatCmd {
	return &FloatCmd{baseCmd: baseCmd{ctx: ctx, args: args}}
}

func (cmd *FloatCmd) SetVal(val float64) { cmd.val = val }

func (cmd *FloatCmd) Val() float64 { return cmd.val }

func (cmd *FloatCmd) Result() (float64, error) { return cmd.val, cmd.err }

// SetArgs provides arguments for the SetArgs function.
type SetArgs struct {
	// Mode can be `NX`, `XX`, `IFEQ`, `IFNE`, `IFDEQ`, `IFDNE` or empty.
	Mode string

	// Zero `TTL` or `Expiration` means that the key has no expiration time.
	TTL time.Duration
	// ExpireAt is sent as EXAT, or as PXAT when it has millisecond precision.
	ExpireAt time.Time

	// When Get is true, the command returns the old value stored at key.
	Get bool

	// KeepTTL is a Redis KEEPTTL option to keep existing TTL.
	KeepTTL bool
}

// XAddArgs are the arguments of XAdd.
type XAddArgs struct {
	Stream       string
	NoMkStream   bool
	MaxLen       int64
	MinID        string
	Approx       bool
	Limit        int64
	ID           string
	Values       interface{}
	IdempotentID string
}

// Z represents sorted set member.
type Z struct {
	Score  float64
	Member interface{}
}

// Cmdable is the full command set of a client.
type Cmdable interface {
	Pipeline() Pipeliner
	Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)

	TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	TxPipeline() Pipeliner

	Ping(ctx context.Context) *StatusCmd

	GenericCmdable
	HashCmdable
	ListCmdable
	PubSubCmdable
	SetCmdable
	SortedSetCmdable
	StreamCmdable
	StringCmdable
}

// StatefulCmdable is Cmdable plus the commands that change the connection's state.
type StatefulCmdable interface {
	Cmdable
	Select(ctx context.Context, index int) *StatusCmd
}

// UniversalClient is an abstract client which - based on the provided options -
// represents either a ClusterClient, a FailoverClient, or a single-node Client.
type UniversalClient interface {
	Cmdable
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
	Do(ctx context.Context, args ...interface{}) *Cmd
	Process(ctx context.Context, cmd Cmder) error
	Close() error
}

// NewUniversalClient returns a new multi client.
func NewUniversalClient(opts *UniversalOptions) UniversalClient { return NewClient(&Options{}) }

// Pipeliner is a mechanism to realise Redis Pipeline technique.
type Pipeliner interface {
	StatefulCmdable

	// Len obtains the number of commands in the pipeline that have not yet been executed.
	Len() int

	// Do is an API for executing any command.
	Do(ctx context.Context, args ...interface{}) *Cmd

	// Process queues the cmd for later execution.
	Process(ctx context.Context, cmd Cmder) error

	// Discard discards all commands in the pipeline buffer that have not yet been executed.
	Discard()

	// Exec sends all the commands buffered in the pipeline to the redis server.
	Exec(ctx context.Context) ([]Cmder, error)

	// Cmds returns the list of queued commands.
	Cmds() []Cmder
}

type cmdable func(ctx context.Context, cmd Cmder) error

type statefulCmdable func(ctx context.Context, cmd Cmder) error

func (c statefulCmdable) Select(ctx context.Context, index int) *StatusCmd {
	return NewStatusCmd(ctx)
}

func (c cmdable) Ping(ctx context.Context) *StatusCmd {
	return NewStatusCmd(ctx)
}

func (c cmdable) Do(ctx context.Context, args ...interface{}) *Cmd {
	return NewCmd(ctx, args...)
}

type baseClient struct{}

// Client is a Redis client representing a pool of zero or more underlying connections.
type Client struct {
	*baseClient
	cmdable
}

// NewClient returns a client to the Redis Server specified by Options.
func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{}} }

// Close closes the client, releasing any open resources.
func (c *Client) Close() error { return nil }

// Process runs cmd.
func (c *Client) Process(ctx context.Context, cmd Cmder) error { return nil }

// Pipelined runs fn's commands in a pipeline.
func (c *Client) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// Pipeline returns a pipeline.
func (c *Client) Pipeline() Pipeliner { return &Pipeline{} }

// TxPipelined runs fn's commands in a MULTI/EXEC transaction.
func (c *Client) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// TxPipeline acts like Pipeline, but wraps queued commands with MULTI/EXEC.
func (c *Client) TxPipeline() Pipeliner { return &Pipeline{} }

// Watch prepares a transaction and marks the keys to be watched
// for conditional execution if there are any keys.
func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	return fn(&Tx{})
}

// Pipeline implements pipelining as described in
// http://redis.io/topics/pipelining.
type Pipeline struct {
	cmdable
	statefulCmdable

	cmds []Cmder
}

// Len returns the number of queued commands.
func (c *Pipeline) Len() int { return len(c.cmds) }

// Do queues the custom command for later execution.
func (c *Pipeline) Do(ctx context.Context, args ...interface{}) *Cmd { return NewCmd(ctx, args...) }

// Process queues the cmd for later execution.
func (c *Pipeline) Process(ctx context.Context, cmd Cmder) error { return nil }

// Discard resets the pipeline and discards queued commands.
func (c *Pipeline) Discard() {}

// Exec executes all previously queued commands using one
// client-server roundtrip.
func (c *Pipeline) Exec(ctx context.Context) ([]Cmder, error) { return c.cmds, nil }

// Pipelined runs fn on the pipeline.
func (c *Pipeline) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(c)
}

// Pipeline returns the pipeline.
func (c *Pipeline) Pipeline() Pipeliner { return c }

// TxPipelined runs fn on the pipeline.
func (c *Pipeline) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(c)
}

// TxPipeline returns the pipeline.
func (c *Pipeline) TxPipeline() Pipeliner { return c }

// Cmds returns the list of queued commands.
func (c *Pipeline) Cmds() []Cmder { return c.cmds }

// Tx implements Redis transactions as described in
// http://redis.io/topics/transactions.
type Tx struct {
	baseClient
	cmdable
	statefulCmdable
}

// Process runs cmd.
func (c *Tx) Process(ctx context.Context, cmd Cmder) error { return nil }

// Close closes the transaction, releasing any open resources.
func (c *Tx) Close(ctx context.Context) error { return nil }

// Watch marks the keys to be watched for conditional execution of a transaction.
func (c *Tx) Watch(ctx context.Context, keys ...string) *StatusCmd { return NewStatusCmd(ctx) }

// Pipeline creates a pipeline.
func (c *Tx) Pipeline() Pipeliner { return &Pipeline{} }

// Pipelined executes commands queued in the fn outside of the transaction.
func (c *Tx) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// TxPipelined executes commands queued in the fn in the transaction.
func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// TxPipeline creates a pipeline.
func (c *Tx) TxPipeline() Pipeliner { return &Pipeline{} }

// GenericCmdable is the generic command family.
type GenericCmdable interface {
	Del(ctx context.Context, keys ...string) *IntCmd
	Exists(ctx context.Context, keys ...string) *IntCmd
	Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
}

// HashCmdable is the hash command family.
type HashCmdable interface {
	HExists(ctx context.Context, key, field string) *BoolCmd
	HGetAll(ctx context.Context, key string) *MapStringStringCmd
	HGet(ctx context.Context, key, field string) *StringCmd
	HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd
	HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd
	HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd
}

// ListCmdable is the list command family.
type ListCmdable interface {
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BLMove(ctx context.Context, source, destination, srcpos, destpos string, timeout time.Duration) *StringCmd
	LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd
}

// PubSubCmdable is the pubsub command family.
type PubSubCmdable interface {
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
}

// SetCmdable is the set command family.
type SetCmdable interface {
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd
}

// SortedSetCmdable is the sortedset command family.
type SortedSetCmdable interface {
	ZAdd(ctx context.Context, key string, members ...Z) *IntCmd
	ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd
}

// StreamCmdable is the stream command family.
type StreamCmdable interface {
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
	XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd
}

// StringCmdable is the string command family.
type StringCmdable interface {
	Append(ctx context.Context, key, value string) *IntCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
	Get(ctx context.Context, key string) *StringCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd
	SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
}

func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return NewBoolCmd(ctx)
}

func (c cmdable) HExists(ctx context.Context, key, field string) *BoolCmd {
	return NewBoolCmd(ctx)
}

func (c cmdable) HGetAll(ctx context.Context, key string) *MapStringStringCmd {
	return &MapStringStringCmd{baseCmd: baseCmd{ctx: ctx}}
}

func (c cmdable) HGet(ctx context.Context, key, field string) *StringCmd {
	return NewStringCmd(ctx)
}

func (c cmdable) HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd {
	return NewFloatCmd(ctx)
}

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd {
	return NewBoolCmd(ctx)
}

func (c cmdable) HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd {
	return NewBoolCmd(ctx)
}

func (c cmdable) BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	return &StringSliceCmd{baseCmd: baseCmd{ctx: ctx}}
}

func (c cmdable) BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	return &StringSliceCmd{baseCmd: baseCmd{ctx: ctx}}
}

func (c cmdable) BLMove(ctx context.Context, source, destination, srcpos, destpos string, timeout time.Duration) *StringCmd {
	return NewStringCmd(ctx)
}

func (c cmdable) LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) Publish(ctx context.Context, channel string, message interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd {
	return NewBoolCmd(ctx)
}

func (c cmdable) ZAdd(ctx context.Context, key string, members ...Z) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd {
	return NewFloatCmd(ctx)
}

func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd {
	return NewStringCmd(ctx)
}

func (c cmdable) XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) Append(ctx context.Context, key, value string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) Decr(ctx context.Context, key string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) DecrBy(ctx context.Context, key string, decrement int64) *IntCmd {
	return NewIntCmd(ctx)
}

// Eval runs a Lua script (EVAL).
func (c cmdable) Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	return &Cmd{}
}

func (c cmdable) Get(ctx context.Context, key string) *StringCmd {
	return NewStringCmd(ctx)
}

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd {
	return NewIntCmd(ctx)
}

func (c cmdable) IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd {
	return NewFloatCmd(ctx)
}

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return NewStatusCmd(ctx)
}

func (c cmdable) SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd {
	return NewStatusCmd(ctx)
}

func (c cmdable) SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return NewStatusCmd(ctx)
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return NewBoolCmd(ctx)
}

var (
	_ Cmdable         = (*Client)(nil)
	_ Cmdable         = (*Tx)(nil)
	_ UniversalClient = (*Client)(nil)
	_ Pipeliner       = (*Pipeline)(nil)
)
