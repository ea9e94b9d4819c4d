module onefile

go 1.25
