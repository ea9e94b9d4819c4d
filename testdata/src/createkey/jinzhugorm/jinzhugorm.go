// Package jinzhugorm: POST handlers over gorm v1 (github.com/jinzhu/gorm)
// itself.
package jinzhugorm

import (
	"net/http"

	"github.com/gorilla/mux"
	"github.com/jinzhu/gorm"
)

var db *gorm.DB

type Order struct {
	ID       uint `gorm:"primary_key"`
	Ref      string
	Customer string
}

type Tag struct {
	gorm.Model
	Name string
}

func Register(r *mux.Router) {
	r.HandleFunc("/orders", create).Methods("POST")
	r.HandleFunc("/orders/by-ref", createByRef).Methods("POST")
	r.HandleFunc("/tags", saveTag).Methods("POST")
	r.HandleFunc("/tags/{id}", saveTagByID).Methods("POST")
}

// create inserts with Create.
func create(w http.ResponseWriter, r *http.Request) { // want `handler create of POST /orders performs a row insert \(gorm.DB.Create\)`
	db.Create(&Order{Customer: r.FormValue("customer")})
}

// createByRef finds or creates by the client's reference: a retry finds
// the row the first attempt made.
func createByRef(w http.ResponseWriter, r *http.Request) {
	var o Order
	db.Where(Order{Ref: r.FormValue("ref")}).FirstOrCreate(&o)
}

// saveTag saves a fresh model (gorm.Model's ID, embedded, unset): an insert.
func saveTag(w http.ResponseWriter, r *http.Request) { // want `handler saveTag of POST /tags performs a row insert \(gorm.DB.Save\)`
	t := Tag{Name: r.FormValue("name")}
	db.Save(&t)
}

// saveTagByID saves under the id the route names: an update.
func saveTagByID(w http.ResponseWriter, r *http.Request) {
	t := Tag{Name: r.FormValue("name")}
	t.ID = 7
	db.Save(&t)
}
