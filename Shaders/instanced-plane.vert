#version 330 core
// A replicator's copies of one layer in one draw (FramePreparation's instance runs):
// instance i is a copy, one per run level (inner levels vary fastest), and this stage
// derives everything copy-dependent from the one record all instances share — the
// copy's transform (the layer's, the run's step applied k times through its binary
// powers, the run's placement, per level, then the enclosing space's), the inverse
// homography (PlaneMapping's formulas, its affine normalisation included), the fringe
// margin (FrameEncoder.planeExtent's, without an interior) and the colours (the run's
// colour plus k offsets, clamped, multiplying the tint, packed as PackedColor packs them).
// The fragment stage is layer.frag's, fed exactly as for a plane record. With CONTENTS
// (a copied layer's contents, sampled alike in every copy) the contents program's seven
// texels follow the levels, and the copy's tint and opacity make their modulation (with
// EXACT_DOUBLES in the CPU's precision, from the doubles that follow: the layer's tint,
// the enclosing tint, each level's colour, two texels each). With GRADIENT (a copied
// gradient layer) the fragment stage is gradient.frag's: its three texels follow the
// levels, the copy's modulation replacing the listed one, and the same doubles after.
//
// Record (texels from uInstanceBase; FrameEncoder+Instances.swift):
//   0–3  the layer's transform to its run's space (rows)   4 rect   5 corner radii
//   6    background (unpremultiplied; alpha 0: none)       7 border colour (alike)
//   8    opacity, border width, clip + 1, levels           9 tint outside the runs
//   10–13 the outermost run's enclosing space → target (rows)
//   then per level, innermost first: count, bits | colour | offsets | placement (4) |
//   step^(2^b) for b < bits (4 each).
//   With a varying layer (texel 8's w: levels | tracks << 8 | 1 << 16; its animations
//   run instanceDelay × k late in copy k of the innermost level, InstanceVarying):
//   anchor point, anchorZ, zPosition | position, opacity, inherited opacity | bounds |
//   background | transform (4) | outer (4) | shift, delay (doubles) | draws background;
//   then per track: channel, samples, table texel, autoreverses | local time, begin
//   time | speed, offset | duration, cycle (doubles) | active (double), first, final
//   progress (−1: none). Only the EXACT_DOUBLES build reads it (ProgramLibrary). The
//   tables are in uTracks (TrackTables: rows 1024 texels wide, a transform sample four
//   texels, others one; the header names the first texel). This stage evaluates the
//   tracks at the copy's time as InstanceTrack.progress does and rebuilds the layer's
//   transform, rectangle, opacity and background as InstanceVarying.values does.

invariant gl_Position;

flat out vec3 vU;
flat out vec3 vV;
flat out vec3 vQ;
flat out vec4 vRect;
flat out vec4 vRadii;
flat out int vClip;
flat out uvec4 vExtra0;
#if defined(CONTENTS) || defined(GRADIENT)
flat out uvec4 vExtra1;
flat out uvec4 vExtra2;
#endif
#ifdef CONTENTS
flat out uvec4 vExtra3;
flat out uvec4 vExtra4;
flat out uvec4 vExtra5;
flat out uvec4 vExtra6;
flat out uvec4 vExtra7;
#endif

uvec4 recordTexel(int k) { return texelFetch(uInstances, uInstanceBase + k); }

// The track tables of copies that run late.
uniform sampler2D uTracks;

vec4 trackTexel(int i) { return texelFetch(uTracks, ivec2(i - (i / 1024) * 1024, i / 1024), 0); }

// Rows of a CATransform3D as columns: the transpose, so products read right to left.
mat4 recordMatrix(int k) {
    return mat4(asFloats(recordTexel(k)), asFloats(recordTexel(k + 1)), asFloats(recordTexel(k + 2)),
                asFloats(recordTexel(k + 3)));
}

#if defined(CONTENTS) || defined(GRADIENT)
// PackedColor.modulation: the per-channel factors of a tint and an opacity.
uint modulation(vec4 tint, float opacity) {
    float a = clamp(tint.a * opacity, 0.0, 1.0);
    uvec4 u = uvec4(floor(vec4(clamp(tint.rgb, 0.0, 1.0) * a, a) * 255.0 + 0.5));
    return u.r | (u.g << 8u) | (u.b << 16u) | (u.a << 24u);
}
#endif

// PackedColor.premultiplied: an unpremultiplied colour times a tint and an opacity.
uint premultiplied(vec4 c, vec4 tint, float opacity) {
    float a = clamp(c.a * tint.a * opacity, 0.0, 1.0);
    float a8 = floor(a * 255.0 + 0.5);
    vec3 rgb = min(vec3(a8), floor(clamp(c.rgb * tint.rgb, 0.0, 1.0) * a * 255.0 + 0.5));
    uvec4 u = uvec4(vec4(rgb, a8));
    return u.r | (u.g << 8u) | (u.b << 16u) | (u.a << 24u);
}

#ifdef EXACT_DOUBLES
double recordDouble(uvec2 words) { return packDouble2x32(words); }

// InstanceTrack.progress: the progress a copy `shift` seconds late shows (< 0: none),
// step by step in double precision as the CPU takes them (`precise`: nothing fused), so
// a copy whose time the delay puts on a boundary shows the side the CPU shows.
float trackProgress(int at, double shift) {
    uvec4 h = recordTexel(at), t1 = recordTexel(at + 1), t2 = recordTexel(at + 2);
    uvec4 t3 = recordTexel(at + 3), t4 = recordTexel(at + 4);
    double local = recordDouble(t1.xy), begin = recordDouble(t1.zw);
    double speed = recordDouble(t2.xy), offset = recordDouble(t2.zw);
    double d = recordDouble(t3.xy), cycle = recordDouble(t3.zw), activeLength = recordDouble(t4.xy);
    precise double late = local - shift;
    precise double tau = speed == 0.0LF ? 0.0LF : (late - begin) * speed;
    if (tau < 0.0LF) return uintBitsToFloat(t4.z);
    if (tau >= activeLength) return uintBitsToFloat(t4.w);
    precise double u = tau + offset;
    if (!isinf(activeLength) && (u >= activeLength || u < 0.0LF)) {
        precise double whole = trunc(u / activeLength);
        u = u - whole * activeLength;
        if (u < 0.0LF) u += activeLength;
        if (u >= activeLength) u = activeLength * (1.0LF - 1.0e-16LF);
    }
    precise double cycles = floor(u / cycle);
    precise double r = u - cycles * cycle;
    if (r >= cycle) r -= cycle;
    if (r < 0.0LF) r = 0.0LF;
    precise double simple = h.w != 0u && r > d ? cycle - r : r;
    return float(clamp(simple, 0.0LF, d) / d);
}
#endif

#if (defined(CONTENTS) || defined(GRADIENT)) && defined(EXACT_DOUBLES)
dvec4 recordDoubles(int k) {
    uvec4 a = recordTexel(k), b = recordTexel(k + 1);
    return dvec4(recordDouble(a.xy), recordDouble(a.zw), recordDouble(b.xy), recordDouble(b.zw));
}

// The copy's contents modulation as the CPU makes it, in its precision and order: each
// level's colour plus k offsets (the offsets times k in single precision, the sum in
// double, clamped; InstanceRun.color(ofCopy:)), multiplied into the enclosing tint from
// the outermost level in (forEachCopy), the layer's own tint times that (placing), then
// PackedColor.modulation. `at`: the doubles after the contents texels (the layer's
// tint, the enclosing tint, each level's colour, innermost first).
uint exactModulation(int at, int levels, float opacity) {
    int heads[8];
    int ks[8];
    int copy = gl_InstanceID, head = 14;
    for (int level = 0; level < levels; level++) {
        uvec4 h = recordTexel(head);
        int n = int(h.x);
        ks[level] = copy - (copy / n) * n;
        copy /= n;
        heads[level] = head;
        head += 7 + 4 * int(h.y);
    }
    precise dvec4 tint = recordDoubles(at + 2);
    for (int level = levels - 1; level >= 0; level--) {
        precise vec4 shift = float(ks[level]) * asFloats(recordTexel(heads[level] + 2));
        precise dvec4 c = recordDoubles(at + 4 + 2 * level) + dvec4(shift);
        c = mix(clamp(c, 0.0LF, 1.0LF), dvec4(0.0LF), isnan(c));
        tint = tint * c;
    }
    precise dvec4 t = recordDoubles(at) * tint;
    precise double a = clamp(t.w * double(opacity), 0.0LF, 1.0LF);
    precise dvec3 rgb = clamp(t.xyz, 0.0LF, 1.0LF) * a * 255.0LF;
    uvec3 u = uvec3(floor(rgb + 0.5LF));
    return u.r | (u.g << 8u) | (u.b << 16u) | (uint(floor(a * 255.0LF + 0.5LF)) << 24u);
}
#endif

// Texel `c` of a track's value at progress p (straight between samples).
vec4 trackValue(int at, float p, int texels, int c) {
    uvec4 h = recordTexel(at);
    int count = int(h.y), table = int(h.z);
    float x = clamp(p, 0.0, 1.0) * float(count - 1);
    int i = min(int(x), max(count - 2, 0));
    float w = x - float(i);
    vec4 v0 = trackTexel(table + i * texels + c);
    vec4 v1 = trackTexel(table + min(i + 1, count - 1) * texels + c);
    return mix(v0, v1, w);
}

mat4 translation(vec3 t) {
    return mat4(vec4(1.0, 0.0, 0.0, 0.0), vec4(0.0, 1.0, 0.0, 0.0), vec4(0.0, 0.0, 1.0, 0.0), vec4(t, 1.0));
}

void main() {
    mat4 g = recordMatrix(0);
    vec4 tint = asFloats(recordTexel(9));
    uvec4 head = recordTexel(8);
    int levels = int(head.w & 255u), trackCount = int((head.w >> 8) & 255u);
    bool varies = (head.w >> 16) != 0u;
    vRect = asFloats(recordTexel(4));
    float opacity = uintBitsToFloat(head.x);
    vec4 background = asFloats(recordTexel(6));
    int copy = gl_InstanceID;
    int at = 14;
    for (int level = 0; level < levels; level++) {
        uvec4 h = recordTexel(at);
        at += 7 + 4 * int(h.y);
    }
#ifdef EXACT_DOUBLES
    if (varies) {
        // The copy of the innermost level, its time, and the layer rebuilt at that time.
        int n = int(recordTexel(14).x);
        int k = copy - (copy / n) * n;
        vec4 anchor = asFloats(recordTexel(at)), pos = asFloats(recordTexel(at + 1));
        vec4 bounds = asFloats(recordTexel(at + 2)), color = asFloats(recordTexel(at + 3));
        mat4 transform = recordMatrix(at + 4), outer = recordMatrix(at + 8);
        uvec4 timing = recordTexel(at + 12);
        precise double lateBy = double(k) * recordDouble(timing.zw);
        precise double shift = recordDouble(timing.xy) + lateBy;
        bool drawsBackground = uintBitsToFloat(recordTexel(at + 13).x) != 0.0;
        int track = at + 14;
        for (int j = 0; j < trackCount; j++, track += 5) {
            float p = trackProgress(track, shift);
            if (p < 0.0) continue;
            uint channel = recordTexel(track).x;
            if (channel == 0u) {
                transform = mat4(trackValue(track, p, 4, 0), trackValue(track, p, 4, 1),
                                 trackValue(track, p, 4, 2), trackValue(track, p, 4, 3));
            } else if (channel == 1u) {
                pos.xy = trackValue(track, p, 1, 0).xy;
            } else if (channel == 2u) {
                pos.z = trackValue(track, p, 1, 0).x;
            } else if (channel == 3u) {
                color = trackValue(track, p, 1, 0);
            } else {
                bounds = trackValue(track, p, 1, 0);
            }
        }
        vec2 lo = min(bounds.xy, bounds.xy + bounds.zw), hi = max(bounds.xy, bounds.xy + bounds.zw);
        vec2 a = lo + anchor.xy * (hi - lo);
        g = outer * (translation(vec3(pos.xy, anchor.w)) * (transform * translation(-vec3(a, anchor.z))));
        vRect = vec4(lo, hi);
        opacity = pos.z * pos.w;
        if (drawsBackground) background = color;
    }
#endif
    at = 14;
    for (int level = 0; level < levels; level++) {
        uvec4 h = recordTexel(at);
        int n = int(h.x), bits = int(h.y);
        int k = copy - (copy / n) * n;
        copy /= n;
        vec4 color = asFloats(recordTexel(at + 1)), offsets = asFloats(recordTexel(at + 2));
        tint *= clamp(color + float(k) * offsets, 0.0, 1.0);
        mat4 power = mat4(1.0);
        for (int b = 0; b < bits; b++) {
            if (((k >> b) & 1) != 0) power = recordMatrix(at + 7 + 4 * b) * power;
        }
        g = recordMatrix(at + 3) * (power * g);
        at += 7 + 4 * bits;
    }
    g = recordMatrix(10) * g;

    vRadii = asFloats(recordTexel(5));
    vClip = int(head.z) - 1;
    float width = uintBitsToFloat(head.y);
    vec4 border = asFloats(recordTexel(7));
    uint fill = background.a > 0.0 ? premultiplied(background, tint, opacity) : 0u;
    uint edge = width > 0.0 && border.a > 0.0 ? premultiplied(border, tint, opacity) : 0u;
    vExtra0 = uvec4(fill, edge, floatBitsToUint(edge != 0u ? width : 0.0), 0u);
    bool drawsContents = false;
#ifdef CONTENTS
    // The contents texels (layer.frag's 10–16) after the levels; the modulation is the
    // copy's own tint and opacity.
    vExtra1 = recordTexel(at); vExtra2 = recordTexel(at + 1); vExtra3 = recordTexel(at + 2);
    vExtra4 = recordTexel(at + 3); vExtra5 = recordTexel(at + 4); vExtra6 = recordTexel(at + 5);
    vExtra7 = recordTexel(at + 6);
#ifdef EXACT_DOUBLES
    vExtra4.z = exactModulation(at + 7, levels, opacity);
#else
    vExtra4.z = modulation(tint, opacity);
#endif
    drawsContents = vExtra4.z != 0u;
#endif
#ifdef GRADIENT
    // gradient.frag's texels 9–11 after the levels; the modulation is the copy's own tint
    // and opacity.
    vExtra0 = recordTexel(at); vExtra1 = recordTexel(at + 1); vExtra2 = recordTexel(at + 2);
#ifdef EXACT_DOUBLES
    vExtra0.y = exactModulation(at + 3, levels, opacity);
#else
    vExtra0.y = modulation(tint, opacity);
#endif
    drawsContents = vExtra0.y != 0u;
#endif

    // The plane's homography (rows 1, 2, 4 by columns 1, 2, 4) and its inverse.
    float a = g[0].x, b = g[0].y, c = g[0].w;
    float d = g[1].x, e = g[1].y, f = g[1].w;
    float gg = g[3].x, hh = g[3].y, i = g[3].w;
    float A = e * i - f * hh, B = -(d * i - f * gg), C = d * hh - e * gg;
    float det = a * A + b * B + c * C;
    float bound = length(vec3(a, b, c)) * length(vec3(d, e, f)) * length(vec3(gg, hh, i));
    bool shows = (fill != 0u || edge != 0u || drawsContents) && opacity > 0.0 && tint.a > 0.0 && abs(det) > 1e-7 * bound;
    float inv = 1.0 / det;
    vU = vec3(A, B, C) * inv;
    vV = vec3(c * hh - b * i, a * i - c * gg, b * gg - a * hh) * inv;
    vQ = vec3(b * f - c * e, c * d - a * f, a * e - b * d) * inv;
    bool affine = c == 0.0 && f == 0.0;
    if (affine) {
        float s = 1.0 / vQ.z;
        vU *= s;
        vV *= s;
        vQ = vec3(0.0, 0.0, 1.0);
    }
    // The fringe: a little more than the Jacobian's norm at the corners.
    float unitsPerPixel = 0.0;
    bool behind = false;
    mat3 forward = mat3(vec3(a, b, c), vec3(d, e, f), vec3(gg, hh, i));
    if (affine) {
        behind = !(i > 0.0);
        unitsPerPixel = behind ? 0.0 : length(vec4(vU.xy, vV.xy));
    } else {
        for (int corner = 0; corner < 4; corner++) {
            vec2 p = vec2((corner & 1) == 0 ? vRect.x : vRect.z, (corner & 2) == 0 ? vRect.y : vRect.w);
            vec3 h = forward * vec3(p, 1.0);
            if (!(h.z > 0.0)) { behind = true; continue; }
            vec2 X = h.xy / h.z;
            float q = dot(vQ, vec3(X, 1.0));
            vec4 jac = vec4(vU.xy - p.x * vQ.xy, vV.xy - p.y * vQ.xy) / q;
            unitsPerPixel = max(unitsPerPixel, length(jac));
        }
    }
    float margin = unitsPerPixel * (behind ? 4.0 : 1.25) + 1e-3;
    bool overTarget;
    vec4 grown = visiblePart(vRect + vec4(-margin, -margin, margin, margin), vU, vV, vQ, forward, overTarget);
    int corner = gl_VertexID;
    vec2 p = vec2((corner & 1) == 0 ? grown.x : grown.z, (corner & 2) == 0 ? grown.y : grown.w);
    gl_Position = shows ? clipPosition(overTarget ? vec3(p, 1.0) : forward * vec3(p, 1.0)) : vec4(0.0);
}
