import Dispatch
import Foundation
import Synchronization
import Testing
@testable import PokeSearch

/// What the engine keeps (a card kind's sets, a matchup's answer, deletion
/// indexes, transliterations) is made once per key and then shared, even
/// when threads ask for it at the same moment.
@Suite struct MemoTests {
    private final class Made: Sendable {}

    @Test func aKeysValueIsMadeOnceThenKept() {
        let memo = Memo<Int, Made>()
        let makes = Mutex(0)
        let first = memo.value(for: 1) { makes.withLock { $0 += 1 }; return Made() }
        let again = memo.value(for: 1) { makes.withLock { $0 += 1 }; return Made() }
        let other = memo.value(for: 2) { makes.withLock { $0 += 1 }; return Made() }
        #expect(first === again)
        #expect(first !== other)
        #expect(makes.withLock { $0 } == 2)
    }

    @Test func aValueThatFailsToBeMadeIsNotKept() throws {
        struct Refused: Error {}
        let memo = Memo<String, Int>()
        #expect(throws: Refused.self) { try memo.value(for: "fire") { throw Refused() } }
        #expect(memo.value(for: "fire") { 10 } == 10)
        #expect(memo.value(for: "fire") { 20 } == 10)
    }

    @Test func reachingItsCapacityForgetsEverything() {
        let memo = Memo<Int, Made>(capacity: 2)
        let one = memo.value(for: 1) { Made() }
        _ = memo.value(for: 2) { Made() }
        #expect(memo.value(for: 1) { Made() } === one)
        _ = memo.value(for: 3) { Made() }  // the third key: the first two are forgotten
        #expect(memo.value(for: 1) { Made() } !== one)
    }

    /// Four threads all making one key's value at once (none gets past
    /// making until all four are in it) end up with the same value.
    @Test func threadsMakingOneKeyAtOnceShareTheFirstStored() {
        let memo = Memo<Int, Made>()
        let kept = MemoizedValue<Made>()
        let threads = 4
        let allMaking = DispatchGroup(), allMakingOne = DispatchGroup()
        for _ in 0..<threads { allMaking.enter(); allMakingOne.enter() }
        let answers = Mutex<[(Made, Made)]>([])
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            Thread {
                let fromMemo = memo.value(for: 7) {
                    allMaking.leave()
                    _ = allMaking.wait(timeout: .now() + 10)
                    return Made()
                }
                let fromValue = kept.value {
                    allMakingOne.leave()
                    _ = allMakingOne.wait(timeout: .now() + 10)
                    return Made()
                }
                answers.withLock { $0.append((fromMemo, fromValue)) }
                done.leave()
            }.start()
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        let all = answers.withLock { $0 }
        #expect(all.count == threads)
        #expect(all.allSatisfy { $0.0 === all[0].0 && $0.1 === all[0].1 })
        #expect(memo.value(for: 7) { Made() } === all[0].0)
        #expect(kept.value { Made() } === all[0].1)
    }
}
