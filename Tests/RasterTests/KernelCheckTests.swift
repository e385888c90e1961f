import Raster
import RasterChecks
import Testing

@Suite struct SIMDMatchesScalar {
    @Test(arguments: RasterChecks.all.indices)
    func kernel(_ index: Int) {
        let check = RasterChecks.all[index]
        let failure = check.firstFailure(seeds: RasterChecks.defaultSeeds)
        #expect(failure == nil, "\(check.name): seed \(failure?.seed ?? 0) at (\(failure?.x ?? 0), \(failure?.y ?? 0))")
    }
}
