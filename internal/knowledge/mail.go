package knowledge

// E-mail sent by the standard library and by gomail: a message a person
// reads, sent again on every retry or redelivery.

var mailFuncs = []*Func{
	{Name: "net/smtp.SendMail", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"addr", "a", "from", "to", "msg"},
		Why: "sends msg to every recipient in to over SMTP; a repeat sends it again"},
	// gomail (gopkg.in/gomail.v2) and its maintained fork
	// (github.com/go-mail/mail/v2), the same API.
	{Name: "(*gopkg.in/gomail.v2.Dialer).DialAndSend", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"m"},
		Why: "opens an SMTP connection and sends every message; a repeat sends them again"},
	{Name: "gopkg.in/gomail.v2.Send", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"s", "msg"},
		Why: "sends every message through the Sender; a repeat sends them again"},
	{Name: "(*github.com/go-mail/mail/v2.Dialer).DialAndSend", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"m"},
		Why: "opens an SMTP connection and sends every message; a repeat sends them again"},
	{Name: "github.com/go-mail/mail/v2.Send", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"s", "msg"},
		Why: "sends every message through the Sender; a repeat sends them again"},
}
