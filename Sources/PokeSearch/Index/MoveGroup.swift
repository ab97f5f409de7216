/// Groups of moves players name that PokéAPI's data does not mark: the
/// games' move flags (what Iron Fist, Strong Jaw, Sharpness, Mega Launcher,
/// Wind Rider, Bulletproof, Soundproof, Overcoat and Dancer act on) and the
/// roles a competitive team fills (pivots, entry hazards and their removal,
/// phazing, protection, screens, weather and terrain, two-turn moves, team
/// status cures). The games keep these as flags on each move; PokéAPI has
/// no field for them, so the moves are listed by slug, as Showdown's data
/// lists them.
public enum MoveGroup: String, CaseIterable, Hashable, Sendable {
    /// Sound moves, which Soundproof blocks and a Substitute lets through (Boomburst, Perish Song).
    case sound
    /// Punches, which Iron Fist powers up (Mach Punch, Ice Hammer; not Sucker Punch).
    case punch
    /// Biting moves, which Strong Jaw powers up (Crunch, the Fangs).
    case bite
    /// Slicing moves, which Sharpness powers up (Leaf Blade, Kowtow Cleave).
    case slicing
    /// Aura and pulse moves, which Mega Launcher powers up (Aura Sphere, Dark Pulse).
    case pulse
    /// Wind moves, which Wind Rider and Wind Power answer (Hurricane, Tailwind).
    case wind
    /// Ball and bomb moves, which Bulletproof blocks (Shadow Ball, Sludge Bomb).
    case bullet
    /// Powder and spore moves, which Overcoat and Grass types ignore (Spore, Rage Powder).
    case powder
    /// Dances, which Dancer copies (Dragon Dance, Quiver Dance).
    case dance
    /// Moves that switch the user out (U-turn, Volt Switch, Parting Shot).
    case pivot
    /// Entry hazards, which hurt or hinder a foe as it switches in (Stealth Rock, Spikes).
    case entryHazard
    /// Moves that clear hazards from the user's side (Rapid Spin, Defog).
    case hazardRemoval
    /// Moves that force the target out (Roar, Whirlwind, Dragon Tail).
    case phazing
    /// Protection for a turn (Protect, King's Shield, Wide Guard).
    case protection
    /// Screens that halve damage for several turns (Reflect, Light Screen, Aurora Veil).
    case screen
    /// Moves that set the weather (Rain Dance, Sunny Day, Snowscape).
    case weather
    /// Moves that set a terrain (Electric Terrain, Grassy Terrain).
    case terrain
    /// Moves that take two turns, charging or out of reach first (Solar Beam, Fly, Phantom Force).
    case twoTurn
    /// Moves that cure the whole team's status, what makes a cleric (Heal Bell, Aromatherapy).
    case cleric

    /// The moves' slugs. A slug the Pokédex lacks (an older dump) is simply absent.
    public var slugs: [String] {
        switch self {
        case .sound:
            ["growl", "roar", "sing", "supersonic", "screech", "snore", "perish-song", "heal-bell", "uproar", "hyper-voice",
             "metal-sound", "grass-whistle", "howl", "bug-buzz", "chatter", "round", "echoed-voice", "relic-song", "snarl",
             "noble-roar", "disarming-voice", "parting-shot", "boomburst", "confide", "sparkling-aria", "clanging-scales",
             "clangorous-soulblaze", "clangorous-soul", "overdrive", "eerie-spell", "torch-song", "alluring-voice", "psychic-noise"]
        case .punch:
            ["comet-punch", "mega-punch", "fire-punch", "ice-punch", "thunder-punch", "dizzy-punch", "mach-punch", "dynamic-punch",
             "focus-punch", "meteor-mash", "shadow-punch", "sky-uppercut", "hammer-arm", "drain-punch", "bullet-punch",
             "ice-hammer", "power-up-punch", "plasma-fists", "double-iron-bash", "wicked-blow", "surging-strikes",
             "headlong-rush", "jet-punch", "rage-fist"]
        case .bite:
            ["bite", "hyper-fang", "crunch", "poison-fang", "fire-fang", "ice-fang", "thunder-fang", "psychic-fangs",
             "jaw-lock", "fishious-rend"]
        case .slicing:
            ["cut", "razor-leaf", "slash", "fury-cutter", "air-cutter", "aerial-ace", "leaf-blade", "night-slash", "air-slash",
             "x-scissor", "psycho-cut", "cross-poison", "sacred-sword", "razor-shell", "secret-sword", "solar-blade",
             "behemoth-blade", "stone-axe", "ceaseless-edge", "population-bomb", "kowtow-cleave", "bitter-blade",
             "aqua-cutter", "mighty-cleave", "tachyon-cutter"]
        case .pulse:
            ["water-pulse", "aura-sphere", "dark-pulse", "dragon-pulse", "heal-pulse", "origin-pulse", "terrain-pulse"]
        case .wind:
            ["gust", "whirlwind", "blizzard", "twister", "icy-wind", "heat-wave", "air-cutter", "aeroblast", "tailwind",
             "hurricane", "petal-blizzard", "fairy-wind", "sandstorm", "bleakwind-storm", "wildbolt-storm",
             "sandsear-storm", "springtide-storm"]
        case .bullet:
            ["egg-bomb", "barrage", "zap-cannon", "octazooka", "shadow-ball", "mist-ball", "sludge-bomb", "mud-bomb",
             "ice-ball", "weather-ball", "bullet-seed", "rock-blast", "gyro-ball", "aura-sphere", "seed-bomb", "focus-blast",
             "energy-ball", "rock-wrecker", "magnet-bomb", "searing-shot", "electro-ball", "acid-spray", "pollen-puff",
             "beak-blast", "pyro-ball", "syrup-bomb"]
        case .powder:
            ["poison-powder", "stun-spore", "sleep-powder", "spore", "cotton-spore", "rage-powder", "powder", "magic-powder"]
        case .dance:
            ["swords-dance", "petal-dance", "feather-dance", "teeter-dance", "dragon-dance", "lunar-dance", "quiver-dance",
             "fiery-dance", "revelation-dance", "clangorous-soul", "victory-dance", "aqua-step"]
        case .pivot:
            ["teleport", "baton-pass", "u-turn", "volt-switch", "parting-shot", "flip-turn", "shed-tail", "chilly-reception"]
        case .entryHazard:
            ["spikes", "toxic-spikes", "stealth-rock", "sticky-web", "stone-axe", "ceaseless-edge"]
        case .hazardRemoval:
            ["rapid-spin", "defog", "court-change", "tidy-up", "mortal-spin"]
        case .phazing:
            ["whirlwind", "roar", "dragon-tail", "circle-throw"]
        case .protection:
            ["protect", "detect", "quick-guard", "wide-guard", "kings-shield", "spiky-shield", "mat-block", "crafty-shield",
             "baneful-bunker", "obstruct", "max-guard", "silk-trap", "burning-bulwark"]
        case .screen:
            ["reflect", "light-screen", "aurora-veil"]
        case .weather:
            ["rain-dance", "sunny-day", "sandstorm", "hail", "snowscape", "chilly-reception"]
        case .terrain:
            ["electric-terrain", "grassy-terrain", "misty-terrain", "psychic-terrain"]
        case .twoTurn:
            ["razor-wind", "solar-beam", "fly", "dig", "skull-bash", "sky-attack", "dive", "bounce", "shadow-force",
             "phantom-force", "freeze-shock", "ice-burn", "sky-drop", "geomancy", "solar-blade", "meteor-beam", "electro-shot"]
        case .cleric:
            ["heal-bell", "aromatherapy", "jungle-healing", "lunar-blessing"]
        }
    }
}
