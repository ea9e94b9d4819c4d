// Package slack simulates github.com/slack-go/slack for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package slack

import "context"

// Client for the slack api.
type Client struct {
	token string
}

// Option defines an option for a Client.
type Option func(*Client)

// New builds a slack client from the provided token and options.
func New(token string, options ...Option) *Client { return &Client{token: token} }

type sendConfig struct {
	apiurl string
}

// MsgOption option provided when sending a message.
type MsgOption func(*sendConfig) error

// MsgOptionText provide the text for the message.
func MsgOptionText(text string, escape bool) MsgOption {
	return func(c *sendConfig) error { return nil }
}

// ItemRef is a reference to a message of any type.
type ItemRef struct {
	Channel   string `json:"channel"`
	Timestamp string `json:"timestamp"`
}

// PostMessageContext sends a message to a channel with a custom context.
func (api *Client) PostMessageContext(ctx context.Context, channelID string, options ...MsgOption) (string, string, error) {
	return channelID, "", nil
}

// AddReactionContext adds a reaction emoji to a message, file or file comment with a custom context.
func (api *Client) AddReactionContext(ctx context.Context, name string, item ItemRef) error {
	return nil
}
