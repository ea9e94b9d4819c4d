// Package asynq simulates github.com/hibiken/asynq for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package asynq

import (
	"context"
	"errors"
	"time"
)

var ErrTaskIDConflict = errors.New("task ID conflicts with another task")

// Redis connection.

type RedisConnOpt interface {
	MakeRedisClient() interface{}
}

// RedisClientOpt holds one of the real fields.
type RedisClientOpt struct {
	Addr string
}

func (opt RedisClientOpt) MakeRedisClient() interface{} { return nil }

// Tasks and options.

type Task struct {
	typename string
	payload  []byte
}

func NewTask(typename string, payload []byte, opts ...Option) *Task {
	return &Task{typename: typename, payload: payload}
}

func (t *Task) Payload() []byte { return t.payload }
func (t *Task) Type() string    { return t.typename }

type OptionType int

type Option interface {
	String() string
	Type() OptionType
	Value() interface{}
}

func MaxRetry(n int) Option           { return nil }
func Queue(name string) Option        { return nil }
func TaskID(id string) Option         { return nil }
func Unique(ttl time.Duration) Option { return nil }

type TaskInfo struct {
	ID    string
	Queue string
}

// Client.

type Client struct{}

func NewClient(r RedisConnOpt) *Client { return &Client{} }

func (c *Client) Close() error { return nil }
func (c *Client) Enqueue(task *Task, opts ...Option) (*TaskInfo, error) {
	return &TaskInfo{}, nil
}
func (c *Client) EnqueueContext(ctx context.Context, task *Task, opts ...Option) (*TaskInfo, error) {
	return &TaskInfo{}, nil
}

// Server.

type Handler interface {
	ProcessTask(context.Context, *Task) error
}

type HandlerFunc func(context.Context, *Task) error

func (fn HandlerFunc) ProcessTask(ctx context.Context, task *Task) error { return fn(ctx, task) }

type ServeMux struct{}

func NewServeMux() *ServeMux { return &ServeMux{} }

func (mux *ServeMux) Handle(pattern string, handler Handler)                                {}
func (mux *ServeMux) HandleFunc(pattern string, handler func(context.Context, *Task) error) {}
func (mux *ServeMux) ProcessTask(ctx context.Context, task *Task) error                     { return nil }

// Config holds one of the real fields.
type Config struct {
	Concurrency int
}

type Server struct{}

func NewServer(r RedisConnOpt, cfg Config) *Server { return &Server{} }

func (srv *Server) Run(handler Handler) error   { return nil }
func (srv *Server) Shutdown()                   {}
func (srv *Server) Start(handler Handler) error { return nil }
