package knowledge

// cenkalti/backoff v4 and v5, avast/retry-go v4, sethvargo/go-retry,
// k8s.io/client-go/util/retry, eapache/go-resiliency/retrier,
// golang.org/x/sync/errgroup.
//
// A Retry entry runs its Callback again on failure: an effect inside the
// callback needs a key minted outside it. Backoff policies and options
// (NewExponentialBackOff, WithMaxRetries, retry.Attempts…) do nothing by
// themselves and are left out.

var retryFuncs = []*Func{
	// github.com/avast/retry-go/v4.
	{Name: "github.com/avast/retry-go/v4.Do", Roles: []Role{Retry}, Params: []string{"retryableFunc", "opts"}, Callback: "retryableFunc"},
	{Name: "github.com/avast/retry-go/v4.DoWithData", Roles: []Role{Retry}, Params: []string{"retryableFunc", "opts"}, Callback: "retryableFunc"},

	// github.com/cenkalti/backoff/v4.
	{Name: "github.com/cenkalti/backoff/v4.Retry", Roles: []Role{Retry}, Params: []string{"o", "b"}, Callback: "o"},
	{Name: "github.com/cenkalti/backoff/v4.RetryNotify", Roles: []Role{Retry}, Params: []string{"operation", "b", "notify"}, Callback: "operation"},
	{Name: "github.com/cenkalti/backoff/v4.RetryNotifyWithData", Roles: []Role{Retry}, Params: []string{"operation", "b", "notify"}, Callback: "operation"},
	{Name: "github.com/cenkalti/backoff/v4.RetryNotifyWithTimer", Roles: []Role{Retry}, Params: []string{"operation", "b", "notify", "t"}, Callback: "operation"},
	{Name: "github.com/cenkalti/backoff/v4.RetryNotifyWithTimerAndData", Roles: []Role{Retry}, Params: []string{"operation", "b", "notify", "t"}, Callback: "operation"},
	{Name: "github.com/cenkalti/backoff/v4.RetryWithData", Roles: []Role{Retry}, Params: []string{"o", "b"}, Callback: "o"},

	// github.com/cenkalti/backoff/v5: one generic Retry, keyed on its origin.
	{Name: "github.com/cenkalti/backoff/v5.Retry", Roles: []Role{Retry}, Params: []string{"ctx", "operation", "opts"}, Callback: "operation"},

	// github.com/eapache/go-resiliency/retrier (sarama's retrier).
	{Name: "(*github.com/eapache/go-resiliency/retrier.Retrier).Run", Roles: []Role{Retry}, Params: []string{"work"}, Callback: "work"},
	{Name: "(*github.com/eapache/go-resiliency/retrier.Retrier).RunCtx", Roles: []Role{Retry}, Params: []string{"ctx", "work"}, Callback: "work"},
	{Name: "(*github.com/eapache/go-resiliency/retrier.Retrier).RunFn", Roles: []Role{Retry}, Params: []string{"ctx", "work"}, Callback: "work"},

	// github.com/sethvargo/go-retry.
	{Name: "github.com/sethvargo/go-retry.Constant", Roles: []Role{Retry}, Params: []string{"ctx", "t", "f"}, Callback: "f"},
	{Name: "github.com/sethvargo/go-retry.Do", Roles: []Role{Retry}, Params: []string{"ctx", "b", "f"}, Callback: "f"},
	{Name: "github.com/sethvargo/go-retry.DoValue", Roles: []Role{Retry}, Params: []string{"ctx", "b", "f"}, Callback: "f"},
	{Name: "github.com/sethvargo/go-retry.Exponential", Roles: []Role{Retry}, Params: []string{"ctx", "base", "f"}, Callback: "f"},
	{Name: "github.com/sethvargo/go-retry.Fibonacci", Roles: []Role{Retry}, Params: []string{"ctx", "base", "f"}, Callback: "f"},

	// k8s.io/client-go/util/retry.
	{Name: "k8s.io/client-go/util/retry.OnError", Roles: []Role{Retry}, Params: []string{"backoff", "retriable", "fn"}, Callback: "fn"},
	{Name: "k8s.io/client-go/util/retry.RetryOnConflict", Roles: []Role{Retry}, Params: []string{"backoff", "fn"}, Callback: "fn",
		Why: "retries on a resourceVersion conflict, an optimistic-concurrency loop: fn should re-read before it writes"},

	// golang.org/x/sync/errgroup: asynchronous starters.
	{Name: "(*golang.org/x/sync/errgroup.Group).Go", Roles: []Role{Go}, Params: []string{"f"}, Callback: "f"},
	{Name: "(*golang.org/x/sync/errgroup.Group).TryGo", Roles: []Role{Go}, Params: []string{"f"}, Callback: "f"},
}
