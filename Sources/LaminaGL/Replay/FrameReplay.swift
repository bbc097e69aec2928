import CEpoxy
import Foundation
import LaminaRenderList

// Phase 2 of a GL frame. Input: the encoder's ops, batches and clip records; output: the
// frame drawn into the targets. Uploads the frame's instance records once (into as many
// buffer textures as the driver's texel limit needs) and its clip records, then replays
// the ops with as few state changes as it can: one instanced draw per batch (two for a
// batch of large items: interiors, then fringes).
//
// The record buffers rotate through `ringSize` sets, so a frame writes into storage the
// GPU finished reading frames ago instead of orphaning (reallocating) it every frame;
// they are re-specified only to grow.

/// Uploads a frame's records and issues its draws.
final class FrameReplay {
    private let vertexArray: GLuint
    private struct Chunk {
        var buffer: GLuint
        var texture: GLuint
        var capacity: Int
    }

    /// Sets of record buffers used in turn, one set per frame.
    static let ringSize = 3
    private var ring: [[Chunk]] = Array(repeating: [], count: ringSize)
    private var ringIndex = 0
    private let clipBuffer: GLuint
    private let clipTexture: GLuint
    private var clipCapacity = 0
    /// Texels one buffer texture may hold.
    let maxTexels: Int

    private var programTargets: [Int] = []
    private var chunkSizes: [Int] = []

    /// Draw calls and instances of the last frame.
    private(set) var drawCalls = 0
    private(set) var instances = 0

    init() {
        vertexArray = glGenVertexArray()
        maxTexels = max(glGetInteger(GL_MAX_TEXTURE_BUFFER_SIZE), 65536)
        clipBuffer = glGenBuffer()
        clipTexture = glGenTexture()
        glBindBuffer(GL_TEXTURE_BUFFER, clipBuffer)
        glBufferData(GL_TEXTURE_BUFFER, 16, nil, GL_STREAM_DRAW)
        glBindTexture(GL_TEXTURE_BUFFER, clipTexture)
        glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32UI, clipBuffer)
        clipCapacity = 16
    }

    var bytes: Int { ring.joined().reduce(0) { $0 + $1.capacity } + clipCapacity }

    /// Draws the encoded frame; `showsBatches` draws each batch's draws a second time,
    /// what they drew half covered in a colour of the draw's own (not counted as draws).
    func replay(_ ops: FrameOps, clipWords: [UInt32], targets: [FrameTarget], programs: ProgramLibrary,
                showsBatches: Bool = false) {
        drawCalls = 0
        instances = 0
        ringIndex = (ringIndex + 1) % Self.ringSize
        upload(ops.activeBatches)
        uploadClips(clipWords)

        glBindVertexArray(vertexArray)
        glDisable(GL_DEPTH_TEST)
        glDisable(GL_STENCIL_TEST)
        glDisable(GL_SCISSOR_TEST)
        glDisable(GL_CULL_FACE)
        glEnable(GL_BLEND)
        glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        var blending = true
        var adding = false
        glActiveTexture(1)
        glBindTexture(GL_TEXTURE_BUFFER, clipTexture)
        var bound: (UInt32, UInt32, UInt32) = (0, 0, 0)
        for unit in 2...4 {
            glActiveTexture(unit)
            glBindTexture(GL_TEXTURE_2D, 0)
        }
        var boundChunk = -1
        var current: GLuint = 0
        var target = targets[0]
        var targetIndex = 0
        // Which target each program last had its uTarget set for (by its library slot).
        programTargets.removeAll(keepingCapacity: true)
        func use(_ program: BackendProgram, _ variant: ProgramVariant, base: Int) {
            if current != program.program.program {
                glUseProgram(program.program.program)
                current = program.program.program
            }
            let slot = programs.slots[variant] ?? 0
            while programTargets.count <= slot { programTargets.append(-1) }
            if programTargets[slot] != targetIndex {
                let r = target.rect
                glUniform4f(program.target, Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
                programTargets[slot] = targetIndex
            }
            glUniform1i(program.instanceBase, base)
        }
        for op in ops.ops {
            switch op {
            case .bind(let index, let clear):
                target = targets[index]
                targetIndex = index
                glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer)
                glViewport(0, 0, target.rect.width, target.rect.height)
                if clear {
                    glClearColor(0, 0, 0, 0)
                    glClear(GL_COLOR_BUFFER_BIT)
                }
            case .draw(let index):
                let batch = ops.batches[index]
                guard batch.instances > 0 else { continue }
                let key = batch.key
                if boundChunk != batch.chunk {
                    glActiveTexture(0)
                    glBindTexture(GL_TEXTURE_BUFFER, ring[ringIndex][batch.chunk].texture)
                    boundChunk = batch.chunk
                }
                if bound.0 != key.texture0 { glActiveTexture(2); glBindTexture(GL_TEXTURE_2D, key.texture0); bound.0 = key.texture0 }
                if bound.1 != key.texture1 { glActiveTexture(3); glBindTexture(GL_TEXTURE_2D, key.texture1); bound.1 = key.texture1 }
                if bound.2 != key.texture2 { glActiveTexture(4); glBindTexture(GL_TEXTURE_2D, key.texture2); bound.2 = key.texture2 }
                if blending != key.blends {
                    if key.blends { glEnable(GL_BLEND) } else { glDisable(GL_BLEND) }
                    blending = key.blends
                }
                if adding != key.adds {
                    if key.adds {
                        glBlendFuncSeparate(GL_ONE, GL_ONE, GL_ONE, GL_ONE)
                    } else {
                        glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
                    }
                    adding = key.adds
                }
                let variant = ProgramVariant(kind: key.program, clipped: key.clipped)
                guard let program = programs.program(variant) else { continue }
                var interiorVariant = variant
                interiorVariant.interior = true
                let interior = batch.isSegmented ? programs.program(interiorVariant) : nil
                // The batch's draws; with `tint`, again through the programs' tinting
                // variants, in that colour.
                func draw(tint: CGColor.RGBA?) {
                    var drawn = (variant, interiorVariant)
                    drawn.0.batchTint = tint != nil
                    drawn.1.batchTint = tint != nil
                    guard let program = tint == nil ? program : programs.program(drawn.0) else { return }
                    if interior != nil, let interior = tint == nil ? interior : programs.program(drawn.1) {
                        // Interiors first, then the fringe cells around them (disjoint pixels).
                        use(interior, drawn.1, base: batch.firstTexel)
                        if let tint { setBatchTint(tint, interior) }
                        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, batch.instances)
                        use(program, drawn.0, base: batch.firstTexel)
                        if let tint { setBatchTint(tint, program) }
                        glUniform1i(program.segments, 1)
                        glDrawArraysInstanced(GL_TRIANGLES, 0, 48, batch.instances)
                    } else {
                        use(program, drawn.0, base: batch.firstTexel)
                        if let tint { setBatchTint(tint, program) }
                        if program.segments >= 0 { glUniform1i(program.segments, 0) }
                        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, batch.instances)
                    }
                }
                let batchIndex = drawCalls
                draw(tint: nil)
                drawCalls += interior == nil ? 1 : 2
                instances += batch.instances
                if showsBatches, key.program != .blur {
                    // Drawn over what the batch drew, source-over whatever its blending.
                    if !blending { glEnable(GL_BLEND) }
                    if adding { glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA) }
                    draw(tint: DebugColorOptions.batchColor(batchIndex))
                    if !blending { glDisable(GL_BLEND) }
                    if adding { glBlendFuncSeparate(GL_ONE, GL_ONE, GL_ONE, GL_ONE) }
                }
            }
        }
        // Leave no offscreen texture bound (it may be a draw target next frame).
        for unit in 2...4 {
            glActiveTexture(unit)
            glBindTexture(GL_TEXTURE_2D, 0)
        }
        glActiveTexture(0)
        glEnable(GL_BLEND)
        if adding { glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA) }
        glBindVertexArray(0)
    }

    /// Sets the batch visualisation's colour of the tinting program in use.
    private func setBatchTint(_ tint: CGColor.RGBA, _ program: BackendProgram) {
        guard program.batchTint >= 0 else { return }
        glUniform4f(program.batchTint, Float(tint.red), Float(tint.green), Float(tint.blue), 1)
    }

    /// Places the batches' records in buffer textures (each batch in one) and uploads them.
    private func upload(_ batches: ArraySlice<Batch>) {
        chunkSizes.removeAll(keepingCapacity: true)
        var used = 0
        for batch in batches {
            let texels = batch.words.count / 4
            if used + texels > maxTexels, used > 0 {
                chunkSizes.append(used)
                used = 0
            }
            batch.chunk = chunkSizes.count
            batch.firstTexel = used
            used += texels
        }
        chunkSizes.append(used)
        while ring[ringIndex].count < chunkSizes.count {
            let buffer = glGenBuffer(), texture = glGenTexture()
            glBindBuffer(GL_TEXTURE_BUFFER, buffer)
            glBufferData(GL_TEXTURE_BUFFER, 16, nil, GL_STREAM_DRAW)
            glBindTexture(GL_TEXTURE_BUFFER, texture)
            glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32UI, buffer)
            ring[ringIndex].append(Chunk(buffer: buffer, texture: texture, capacity: 16))
        }
        for (i, texels) in chunkSizes.enumerated() where texels * 16 > ring[ringIndex][i].capacity {
            let capacity = max(texels * 16, ring[ringIndex][i].capacity * 3 / 2)
            glBindBuffer(GL_TEXTURE_BUFFER, ring[ringIndex][i].buffer)
            glBufferData(GL_TEXTURE_BUFFER, capacity, nil, GL_STREAM_DRAW)
            ring[ringIndex][i].capacity = capacity
        }
        var boundBuffer: GLuint = 0
        for batch in batches where !batch.words.isEmpty {
            let buffer = ring[ringIndex][batch.chunk].buffer
            if buffer != boundBuffer {
                glBindBuffer(GL_TEXTURE_BUFFER, buffer)
                boundBuffer = buffer
            }
            batch.words.withUnsafeBytes { glBufferSubData(GL_TEXTURE_BUFFER, batch.firstTexel * 16, $0.count, $0.baseAddress!) }
        }
        glBindBuffer(GL_TEXTURE_BUFFER, 0)
    }

    private func uploadClips(_ words: [UInt32]) {
        glBindBuffer(GL_TEXTURE_BUFFER, clipBuffer)
        let bytes = max(words.count * 4, 16)
        clipCapacity = max(clipCapacity, bytes)
        glBufferData(GL_TEXTURE_BUFFER, clipCapacity, nil, GL_STREAM_DRAW)
        if !words.isEmpty {
            words.withUnsafeBytes { glBufferSubData(GL_TEXTURE_BUFFER, 0, $0.count, $0.baseAddress!) }
        }
        glBindBuffer(GL_TEXTURE_BUFFER, 0)
    }

    func deleteAll() {
        glDeleteVertexArray(vertexArray)
        for c in ring.joined() { glDeleteBuffer(c.buffer); glDeleteTexture(c.texture) }
        ring = Array(repeating: [], count: Self.ringSize)
        glDeleteBuffer(clipBuffer)
        glDeleteTexture(clipTexture)
    }
}
