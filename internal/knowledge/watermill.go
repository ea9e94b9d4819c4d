package knowledge

// github.com/ThreeDotsLabs/watermill/message.

var watermillFuncs = []*Func{}
