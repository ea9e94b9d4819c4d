// Package slackpost: create endpoints that act through slack-go. Posting
// a message is a notification a retried POST sends again; a reaction is
// keyed by the user, the emoji and the message, so a retry adds nothing.
package slackpost

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/slack-go/slack"
)

type Handlers struct{ Slack *slack.Client }

func (h *Handlers) Mount(r chi.Router) {
	r.Post("/announcements", h.Announce)
	r.Post("/reactions", h.React)
}

func (h *Handlers) Announce(w http.ResponseWriter, r *http.Request) { // want `handler Handlers.Announce of POST /announcements performs a notification \(slack.Client.PostMessageContext\)`
	h.Slack.PostMessageContext(r.Context(), "C1", slack.MsgOptionText(r.FormValue("text"), false))
}

func (h *Handlers) React(w http.ResponseWriter, r *http.Request) {
	h.Slack.AddReactionContext(r.Context(), r.FormValue("emoji"), slack.ItemRef{Channel: "C1", Timestamp: r.FormValue("ts")})
}
