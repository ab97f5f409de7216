import Hummingbird

/// `GET /sprites/{pokemon_id}/{kind}`: the image, through the proxy's disk
/// cache; a sprite never changes, so browsers keep it for a year.
struct SpriteRoutes {
    let proxy: SpriteProxy

    func add(to router: some RouterMethods<ServerContext>) {
        router.get("/sprites/:id/:kind") { request, context in
            let id = try context.parameters.require("id")
            let kind = try context.parameters.require("kind")
            guard let number = Int(id), let image = try await proxy.image(pokemonID: number, kind: kind) else {
                throw APIError(.notFound, "no sprite '\(kind)' of Pokémon '\(id)' is available")
            }
            return Response(status: .ok, headers: [
                .contentType: image.contentType, .cacheControl: "public, max-age=31536000, immutable",
            ], body: .init(byteBuffer: image.bytes))
        }
    }
}
