module example.com/several

go 1.26
