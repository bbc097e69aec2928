import Foundation

// The pictures of a `rippleEffect`: water ripples spreading from the layer's centre.
// Input: the progress, the layer's bounds and world matrix; output: the mesh both
// pictures are drawn through (`WarpMesh`) while they cross-dissolve. Read by flattening.
//
// The mesh stays in place; what it shows moves: the point at distance r from the centre
// shows the picture displaced along the radius by A·sin(2π(r/λ − 2.5p))·(1 − r/(1.2R)),
// with A = 4 % of the shorter side × sin(πp) (nothing at either end, most halfway),
// λ a fifth of the longer side and R the half-diagonal: the crests travel outward two
// and a half wavelengths, fading toward the edges. Troughs are shaded slightly darker.
// Displaced points are kept inside the picture, so its edges never open.

enum RippleWarp {
    /// Vertices per row and rows of the mesh.
    static let resolution = 41

    /// The radial displacement (points) at distance `r` from the centre.
    static func displacement(_ r: Double, progress p: Double, bounds b: CGRect) -> (offset: Double, phase: Double, envelope: Double) {
        let amplitude = 0.04 * Double(min(b.width, b.height)) * sin(.pi * min(max(p, 0), 1))
        let wavelength = max(Double(max(b.width, b.height)) / 5, 1e-9)
        let reach = 1.2 * 0.5 * Double(hypot(b.width, b.height))
        let phase = 2 * .pi * (r / wavelength - 2.5 * p)
        let envelope = max(0, 1 - r / max(reach, 1e-9))
        return (amplitude * sin(phase) * envelope, phase, envelope)
    }

    /// The mesh at progress `p`.
    static func mesh(progress p: Double, bounds: CGRect, world: CATransform3D) -> TexturedMesh? {
        let b = bounds.standardized
        guard b.width > 0, b.height > 0 else { return nil }
        let cx = Double(b.midX), cy = Double(b.midY)
        let inset = 0.5 / WarpMesh.pixelsPerPoint(world)
        let strength = sin(.pi * min(max(p, 0), 1))
        var mesh = WarpMesh(columns: resolution, world: world, reserving: resolution)
        for j in 0..<resolution {
            let y = Double(b.minY) + Double(b.height) * Double(j) / Double(resolution - 1)
            for i in 0..<resolution {
                let x = Double(b.minX) + Double(b.width) * Double(i) / Double(resolution - 1)
                let dx = x - cx, dy = y - cy, r = (dx * dx + dy * dy).squareRoot()
                let wave = displacement(r, progress: p, bounds: b)
                var sx = x, sy = y
                if r > 1e-9 { sx += dx / r * wave.offset; sy += dy / r * wave.offset }
                sx = min(max(sx, Double(b.minX) + inset), Double(b.maxX) - inset)
                sy = min(max(sy, Double(b.minY) + inset), Double(b.maxY) - inset)
                let shade = 1 - 0.12 * (1 + cos(wave.phase)) / 2 * strength * wave.envelope
                mesh.add(x: x, y: y, sourceX: sx, sourceY: sy, shade: shade)
            }
        }
        return mesh.mesh
    }
}
