package knowledge

// cloud.google.com/go/pubsub (v1) and cloud.google.com/go/pubsub/v2.

var pubsubFuncs = []*Func{}
