package knowledge

// github.com/slack-go/slack: the Slack Web API client.
//
// A message posted to a channel or a person is an Effect of kind notify:
// people read it, and chat.postMessage takes no idempotency key, so a retry
// after a lost response posts it twice (the API answers with a new ts each
// time). A webhook post is the same. Reactions are keyed by the user, the
// emoji and the message (a retry gets already_reacted); marking a channel
// read and updating a message converge; neither is an entry.

const slackGo = "github.com/slack-go/slack"

var slackFuncs = []*Func{
	{Name: "(*" + slackGo + ".Client).PostMessage", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"channelID", "options"}},
	{Name: "(*" + slackGo + ".Client).PostMessageContext", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"ctx", "channelID", "options"}},
	{Name: "(*" + slackGo + ".Client).PostEphemeral", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"channelID", "userID", "options"}},
	{Name: "(*" + slackGo + ".Client).PostEphemeralContext", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"ctx", "channelID", "userID", "options"}},
	{Name: "(*" + slackGo + ".Client).ScheduleMessage", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"channelID", "postAt", "options"},
		Why: "schedules a new message on every call: a retry posts it twice at postAt"},
	{Name: "(*" + slackGo + ".Client).ScheduleMessageContext", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"ctx", "channelID", "postAt", "options"},
		Why: "schedules a new message on every call: a retry posts it twice at postAt"},
	{Name: slackGo + ".PostWebhook", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"url", "msg"}},
	{Name: slackGo + ".PostWebhookContext", Roles: []Role{Effect}, Effect: KindNotify, Params: []string{"ctx", "url", "msg"}},

	{Name: "(*" + slackGo + ".Client).AddReaction", Roles: []Role{None}, Params: []string{"name", "item"},
		Why: "one reaction per user, emoji and message: a retry gets already_reacted"},
	{Name: "(*" + slackGo + ".Client).AddReactionContext", Roles: []Role{None}, Params: []string{"ctx", "name", "item"},
		Why: "one reaction per user, emoji and message: a retry gets already_reacted"},
	{Name: "(*" + slackGo + ".Client).SendMessageContext", Roles: []Role{None}, Params: []string{"ctx", "channelID", "options"},
		Why: "its options choose the method (MsgOptionPost, MsgOptionUpdate, MsgOptionDelete…): the call alone tells no effect; PostMessage and friends fix it"},
}
