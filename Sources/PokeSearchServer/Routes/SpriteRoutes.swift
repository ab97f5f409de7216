import Hummingbird

/// `GET /sprites/{pokemon_id}/{kind}`: the image, through the proxy's disk
/// cache; a sprite never changes, so browsers keep it for a year. One that
/// cannot be had is a 404, or with `?placeholder=1` (what the web app asks)
/// `SpritePlaceholder`: a page showing many sprites offline then logs no
/// error per image.
struct SpriteRoutes {
    let proxy: SpriteProxy

    func add(to router: some RouterMethods<ServerContext>) {
        router.get("/sprites/:id/:kind") { request, context in
            let id = try context.parameters.require("id")
            let kind = try context.parameters.require("kind")
            guard let number = Int(id) else {
                throw APIError(.notFound, "no Pokémon '\(id)' has sprites: use its number")
            }
            if let image = try await proxy.image(pokemonID: number, kind: kind) {
                return Response(status: .ok, headers: [
                    .contentType: image.contentType, .cacheControl: "public, max-age=31536000, immutable",
                ], body: .init(byteBuffer: image.bytes))
            }
            if try QueryParameters(request).bool("placeholder") == true {
                return Response(status: .ok, headers: [
                    .contentType: SpritePlaceholder.contentType, .cacheControl: SpritePlaceholder.cacheControl,
                ], body: .init(byteBuffer: SpritePlaceholder.bytes))
            }
            throw APIError(.notFound, "no sprite '\(kind)' of Pokémon '\(id)' is available")
        }
    }
}
