package knowledge

// net/http and github.com/hashicorp/go-retryablehttp.
//
// A POST-like call is an Effect of kind http; a request built with
// NewRequest is an HTTPRequest whose verb the analyzers read from the Method
// argument, and becomes an effect when sent (HTTPSend). GET and HEAD are
// reads. go-retryablehttp's client retries by itself (Mode ModeRetries): a
// mutating request sent through it is a retry around an effect, and needs an
// Idempotency-Key header like any other.

var httpFuncs = []*Func{
	// net/http.
	{Name: "(*net/http.Client).Do", Roles: []Role{HTTPSend}, Params: []string{"req"}, Msg: "req"},
	{Name: "(*net/http.Client).Get", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "(*net/http.Client).Head", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "(*net/http.Client).Post", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "contentType", "body"}},
	{Name: "(*net/http.Client).PostForm", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "data"}},
	{Name: "net/http.Get", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "net/http.Head", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "net/http.NewRequest", Roles: []Role{HTTPRequest}, Params: []string{"method", "url", "body"}, Method: "method"},
	{Name: "net/http.NewRequestWithContext", Roles: []Role{HTTPRequest}, Params: []string{"ctx", "method", "url", "body"}, Method: "method"},
	{Name: "net/http.Post", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "contentType", "body"}},
	{Name: "net/http.PostForm", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "data"}},

	// go-retryablehttp: the Client retries on connection errors and 5xx by
	// itself (RetryMax, 4 by default); *Request embeds *http.Request, so
	// req.Header.Set resolves to net/http.
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).Do", Roles: []Role{HTTPSend}, Params: []string{"req"}, Msg: "req", Retries: true,
		Why: "sends req up to RetryMax+1 times"},
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).Get", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).Head", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).Post", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "bodyType", "body"}, Retries: true,
		Why: "sends the POST up to RetryMax+1 times, with no Idempotency-Key header"},
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).PostForm", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "data"}, Retries: true,
		Why: "sends the POST up to RetryMax+1 times, with no Idempotency-Key header"},
	{Name: "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient", Roles: []Role{None}, Retries: true,
		Why: "returns an *http.Client whose Transport is the retrying client: every request sent through it is retried (Mode marks it for retrykeyless)"},
	{Name: "github.com/hashicorp/go-retryablehttp.Get", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "github.com/hashicorp/go-retryablehttp.Head", Roles: []Role{None}, Params: []string{"url"},
		Why: "a read: safe to retry"},
	{Name: "github.com/hashicorp/go-retryablehttp.NewRequest", Roles: []Role{HTTPRequest}, Params: []string{"method", "url", "rawBody"}, Method: "method"},
	{Name: "github.com/hashicorp/go-retryablehttp.NewRequestWithContext", Roles: []Role{HTTPRequest}, Params: []string{"ctx", "method", "url", "rawBody"}, Method: "method"},
	{Name: "github.com/hashicorp/go-retryablehttp.Post", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "bodyType", "body"}, Retries: true,
		Why: "the default client: sends the POST up to RetryMax+1 times, with no Idempotency-Key header"},
	{Name: "github.com/hashicorp/go-retryablehttp.PostForm", Roles: []Role{Effect}, Effect: KindHTTP, Verb: "POST", Params: []string{"url", "data"}, Retries: true,
		Why: "the default client: sends the POST up to RetryMax+1 times, with no Idempotency-Key header"},
}

var httpHeaders = []*Header{
	{Name: "Idempotency-Key", Why: "the IETF draft header; Stripe, Adyen, PayPal and most payment APIs read it"},
	{Name: "X-Idempotency-Key", Why: "the pre-standard spelling many APIs still read"},
}

var httpHeaderSetters = []string{
	"(net/http.Header).Add",
	"(net/http.Header).Set",
}
