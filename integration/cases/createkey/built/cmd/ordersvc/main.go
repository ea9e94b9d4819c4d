// Command ordersvc serves the orders API wire built: over RabbitMQ, or
// over the logging port when LOCAL is set.
package main

import (
	"log"
	"net/http"
	"os"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/integration/cases/createkey/built/api"
	"github.com/idemlint/idemlint/integration/cases/createkey/built/app"
)

func main() {
	var a *api.API
	if os.Getenv("LOCAL") != "" {
		a = app.InitLocalAPI()
	} else {
		conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
		if err != nil {
			log.Fatal(err)
		}
		a, err = app.InitAPI(conn) // want: createkey
		if err != nil {
			log.Fatal(err)
		}
	}
	mux := http.NewServeMux()
	a.Routes(mux)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
