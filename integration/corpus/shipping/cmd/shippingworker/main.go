// Command shippingworker runs the shipping activities on a Temporal worker.
package main

import (
	"log"
	"net/http"
	"os"

	"github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/idemlint/idemlint/integration/corpus/shipping/activities"
)

func main() {
	c, err := client.Dial(client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS")})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	sc := stripe.NewClient(os.Getenv("STRIPE_KEY"))
	w := worker.New(c, "shipping", worker.Options{})
	w.RegisterActivity(&activities.Activities{ // want: retrykeyless
		Carrier: os.Getenv("CARRIER_URL"),
		HTTP:    &http.Client{},
		Intents: sc.V1PaymentIntents,
	})
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatal(err)
	}
}
