module example.com/flagged

go 1.26
