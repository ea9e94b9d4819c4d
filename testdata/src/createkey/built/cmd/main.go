// Command cmd runs the service wire built.
package main

import (
	amqp "github.com/rabbitmq/amqp091-go"

	"createkey/built/wiregen"
)

func main() {
	conn, _ := amqp.Dial("amqp://")
	srv, err := wiregen.InitApp(conn) // want `in generated wiregen.InitApp: server.NewServer is handed a value whose PlaceOrder performs a publish`
	if err != nil {
		panic(err)
	}
	_ = srv
	_ = wiregen.InitDry()
}
