import PokeSearch
for f in EmbeddedSchema.files { print(f.name, f.sql.count) }
