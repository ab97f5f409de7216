import Foundation
import Testing
@testable import PokeSearch

extension NormalizationTests {
    struct TransliteratorTests {
        @Test("Spells CJK names in Latin letters", arguments: [
            ("ピカチュウ", "pikachuu"),
            ("ﾋﾟｶﾁｭｳ", "pikachuu"),
            ("リザードン", "rizadon"),
            ("イーブイ", "ibui"),
            ("キンイロ", "kin'iro"),
            ("피카츄", "pikachyu"),
            ("꼬부기", "kkobugi"),
            ("喷火龙", "pen huo long"),
            ("噴火龍", "pen huo long"),
            ("皮卡丘", "pi ka qiu"),
            ("fire 火", "fire huo"),
            ("Pikachu", "pikachu"),
            ("", ""),
        ])
        func latin(text: String, expected: String) {
            #expect(Transliterator.latin(text) == expected)
        }

        @Test("Reading Han characters one by one gives ICU's whole-text result", arguments: [
            "６匹で　いないと　落ち着かない。", "精神力量威力強大。天氣", "因為是吸盤，所以", "哪怕只是少了１只，",
            "龍ー", "人々", "火のこ", "ピカ火", "火피카", "X噴火龍", "妙蛙種子", "メガ進化", "𠀋火",
        ])
        func agreesWithICU(text: String) {
            let icu = ICU.latin(Array(text.utf16)).map { String(decoding: $0, as: UTF16.self) }
            #expect(Transliterator.latin(text) == icu)
        }

        @Test("The spelling of a run is its folded transliteration without spaces", arguments: [
            "ピカチュウ", "リザードン", "噴火龍", "喷火龙", "피카츄", "メガ進化", "ガルーラ", "ゝ", "龍ー",
        ])
        func spelling(run: String) {
            let expected = TextFolder.fold(Transliterator.latin(run)).replacingOccurrences(of: " ", with: "")
            #expect(Transliterator.spelling(ofRun: Array(run.unicodeScalars)[...]) == expected)
        }

        @Test("Threads transliterate at the same time without interference")
        func concurrent() async {
            let names = ["ピカチュウ", "噴火龍", "피카츄", "リザードン", "皮卡丘"]
            let expected = names.map(Transliterator.latin)
            let results = await withTaskGroup(of: [String].self) { group in
                for _ in 0..<8 {
                    group.addTask { (0..<500).map { Transliterator.latin(names[$0 % names.count]) } }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 8)
            for result in results {
                #expect(result == (0..<500).map { expected[$0 % names.count] })
            }
        }
    }
}
