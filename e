Error: no trainer profile 'ash'; there are none yet: create one with `pokesearch trainer add ash`
