package knowledge

// E-mail sent by the standard library: a message a person reads, sent
// again on every retry or redelivery.

var mailFuncs = []*Func{
	{Name: "net/smtp.SendMail", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"addr", "a", "from", "to", "msg"},
		Why: "sends msg to every recipient in to over SMTP; a repeat sends it again"},
}
