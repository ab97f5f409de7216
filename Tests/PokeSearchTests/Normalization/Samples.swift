extension NormalizationTests {
    /// Awkward real text shared by the normalization tests.
    enum Samples {
        static let awkwardText = [
            "Salamèche", "Flabébé", "FLABÉBÉ", "Straße", "Mr. Mime", "Mime Jr.", "Type: Null", "Ho-Oh",
            "Porygon-Z", "Jangmo-o", "Kommo-o", "Nidoran♀", "Nidoran♂", "Farfetch’d", "Sirfetch'd",
            "ピカチュウ", "ぴかちゅう", "ﾋﾟｶﾁｭｳ", "リザードン", "メガリザードンＸ", "ニドラン♀", "ポケモン・ゲット",
            "噴火龍", "喷火龙", "妙蛙種子", "皮卡丘", "피카츄", "이상해씨", "꼬부기",
            "Pokémonピカチュウ", "６匹で　いないと　落ち着かない。", "非得湊齊６隻才會有安全感。",
            "ＰＩＫＡ", "Ὀδυσσεύς", "İstanbul", "ǅemal", "❤️Pikachu🔥", "1️⃣", "👨‍👩‍👧", "Poké\u{AD}mon",
            "\u{0}\u{1}abc\u{7F}", "\u{3099}", "ゝゞ", "", " ", "---", "a-b-c",
        ]
    }
}
