extension String {
    /// The string of `scalars`, encoded directly: String's generic appends
    /// dominated tokenizing profiles.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        self.init(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }
}
