// Package proto simulates github.com/go-redis/redis/v8/internal/proto for idemlint's tests: only the declarations the stub needs, with the real signatures.
package proto

// RedisError is an error reply from Redis.
type RedisError string

func (e RedisError) Error() string { return string(e) }

// Nil is the reply when a key does not exist.
const Nil = RedisError("redis: nil") // nolint:errname
