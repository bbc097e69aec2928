// Shared by every stage: per-instance records, the target's pixel space, and the
// anti-aliased coverage of rounded rectangles — the CPU renderer's formulas
// (LaminaRaster's RoundedRectGeometry, EdgeRamp, PlaneMapping) evaluated per fragment,
// so both backends agree to the rounding of the last bit.
//
// Pixels are the target's, y down, (0, 0) the top-left corner of the top-left pixel.
// Every framebuffer is drawn upside down (its row 0 is the target's bottom row), so a
// window shows it the right way up; `pixelCentre()` undoes that for fragments and
// `targetTexel()` for reads of an offscreen target's texture.

// The frame's per-instance records (RGBA32UI texels; floats as their bits).
uniform usamplerBuffer uInstances;
// The first texel of this draw's first instance.
uniform int uInstanceBase;
// The target drawn into: its origin in target pixels and its size.
uniform vec4 uTarget;
// The frame's clip regions (RGBA32UI texels, 5 per region).
uniform usamplerBuffer uClips;

const int noClip = -1;

#ifdef LAMINA_VERTEX
uvec4 instanceTexel(int stride, int k) {
    return texelFetch(uInstances, uInstanceBase + gl_InstanceID * stride + k);
}
#endif

vec4 asFloats(uvec4 t) { return uintBitsToFloat(t); }

// A packed premultiplied colour (red in the low byte).
vec4 unpackColor(uint c) {
    return vec4(uvec4(c, c >> 8u, c >> 16u, c >> 24u) & 0xFFu) / 255.0;
}

#ifdef LAMINA_FRAGMENT
#ifdef BATCH_TINT
// Batch visualisation (`DebugColorOptions.batches`): the draw's colour. Its programs are
// variants of their own, so the others pay nothing for it.
uniform vec4 uBatchTint;

// What the fragment covers, in the draw's colour at half opacity.
vec4 batchTinted(vec4 color) {
    return vec4(uBatchTint.rgb, 1.0) * (0.5 * color.a);
}
#else
vec4 batchTinted(vec4 color) { return color; }
#endif

// The pixel centre of this fragment, in target pixels.
vec2 pixelCentre() {
    return vec2(gl_FragCoord.x + uTarget.x, uTarget.y + uTarget.w - gl_FragCoord.y);
}
#endif

#ifdef LAMINA_VERTEX
// Whether a rectangle of a plane has a corner behind the eye (w ≤ 0 under `forward`).
bool crossesHorizon(vec4 r, mat3 forward) {
    if (!(r.z > r.x && r.w > r.y)) return false;
    for (int k = 0; k < 4; k++) {
        vec2 p = vec2((k & 1) == 0 ? r.x : r.z, (k & 2) == 0 ? r.y : r.w);
        if (!((forward * vec3(p, 1.0)).z > 0.0)) return true;
    }
    return false;
}

// The target rectangle, a pixel wider each way, in target pixels.
vec4 targetRectangle() {
    return vec4(uTarget.xy - 1.0, uTarget.xy + uTarget.zw + 1.0);
}

// The part of `grown`, a rectangle of an item's plane, that can show in the target: the
// preimage of the target's rectangle (a pixel wider) through the inverse rows u, v, q,
// widened past single precision's error, where that preimage is bounded (the target wholly
// in front of the eye). Only rectangles reaching past ±65,536 plane units are cut: a
// layer 10⁹ points wide put vertices 5 × 10⁸ pixels away, and llvmpipe dropped one of its
// triangles (fuzzing). Nothing that shows changes: coverage comes from the plane point
// of each pixel, not from the quad. An empty part is the point at the window's centre.
// A rectangle reaching behind the eye is not cut: the GPU's clipping of its quad at the
// horizon loses, in single precision, parts of what lies in front (fuzzing: planes whose
// w grew 30 to 869 times faster than x and y drew a part or nothing), so the target
// rectangle itself is returned, in target pixels, with `overTarget` set.
vec4 visiblePart(vec4 grown, vec3 u, vec3 v, vec3 q, mat3 forward, out bool overTarget) {
    overTarget = crossesHorizon(grown, forward);
    if (overTarget) return targetRectangle();
    float largest = max(max(abs(grown.x), abs(grown.y)), max(abs(grown.z), abs(grown.w)));
    if (!(largest > 65536.0)) return grown;
    vec4 window = vec4(3.0e38, 3.0e38, -3.0e38, -3.0e38);
    for (int k = 0; k < 4; k++) {
        vec3 P = vec3((k & 1) == 0 ? uTarget.x - 1.0 : uTarget.x + uTarget.z + 1.0,
                      (k & 2) == 0 ? uTarget.y - 1.0 : uTarget.y + uTarget.w + 1.0, 1.0);
        float w = dot(q, P);
        if (!(w > 0.0)) return grown;
        vec2 p = vec2(dot(u, P), dot(v, P)) / w;
        window = vec4(min(window.xy, p), max(window.zw, p));
    }
    // Single precision's error at these magnitudes, several times over: the window and
    // the rectangle are widened by it, so that the quad still covers every pixel the item
    // touches where its corners land a few pixels off (fragments outside it have coverage 0).
    float reach = max(max(abs(window.x), abs(window.y)), max(abs(window.z), abs(window.w)));
    float slack = 16.0 + max(reach, largest) * (1.0 / 262144.0);
    vec4 cut = vec4(max(grown.xy - slack, window.xy - slack), min(grown.zw + slack, window.zw + slack));
    if (!(cut.z > cut.x && cut.w > cut.y)) {
        vec2 c = 0.5 * (window.xy + window.zw);
        return vec4(c, c);
    }
    return cut;
}

#endif

// Clip space of a homogeneous target point (X·w, Y·w, w).
vec4 clipPosition(vec3 h) {
    float sx = 2.0 / uTarget.z, sy = 2.0 / uTarget.w;
    return vec4(sx * h.x - (sx * uTarget.x + 1.0) * h.z, -sy * h.y + (sy * uTarget.y + 1.0) * h.z, 0.0, h.z);
}

// The texel of an offscreen target's texture (origin, size) under pixel `p`.
ivec2 targetTexel(vec2 p, vec4 target) {
    return ivec2(int(floor(p.x) - target.x), int(target.y + target.w - 1.0 - floor(p.y)));
}

// The box-filtered coverage of a pixel by a half-plane whose signed distance (plane
// units, positive inside) is t at the pixel centre and whose screen gradient is g.
float rampCoverage(float t, vec2 g) {
    float p = abs(g.x), q = abs(g.y);
    float a = max(p, q), b = min(p, q);
    float h = 0.5 * (a + b);
    if (t >= h) return 1.0;
    if (t <= -h) return 0.0;
    float m = 0.5 * (a - b);
    if (t > m) { float u = h - t; return 1.0 - u * u / (2.0 * a * b); }
    if (t < -m) { float u = t + h; return u * u / (2.0 * a * b); }
    return 0.5 + t / a;
}

// A plane point under a pixel and the Jacobian ∂(x, y)/∂(X, Y) there (rows: ∇x, ∇y);
// rowX, rowY and perspective are u.xy, v.xy and q.xy over q, from which the screen
// gradient of x − x₀ along the line x = x₀ is rowX − x₀·perspective (∇x where x = x₀).
struct PlanePoint {
    vec2 p;
    vec2 gradX;
    vec2 gradY;
    vec2 rowX;
    vec2 rowY;
    vec2 perspective;
    bool visible;
};

// Through the inverse homography rows u, v, q (coefficients of X, Y, 1).
PlanePoint planePoint(vec2 pixel, vec3 u, vec3 v, vec3 q) {
    vec3 P = vec3(pixel, 1.0);
    float U = dot(u, P), V = dot(v, P), Q = dot(q, P);
    PlanePoint r;
    r.visible = Q > 0.0;
    float inv = 1.0 / Q;
    r.p = vec2(U, V) * inv;
    r.gradX = (u.xy - r.p.x * q.xy) * inv;
    r.gradY = (v.xy - r.p.y * q.xy) * inv;
    r.rowX = u.xy * inv;
    r.rowY = v.xy * inv;
    r.perspective = q.xy * inv;
    return r;
}

// Coverage of the rounded rectangle `rect` (minX, minY, maxX, maxY) with corner radii
// (top-left, top-right, bottom-left, bottom-right) at a plane point.
float roundedRectCoverage(PlanePoint pp, vec4 rect, vec4 radii) {
    if (!pp.visible) return 0.0;
    vec2 p = pp.p;
    // A straight edge projects to a straight line: its ramp uses the gradient along that
    // line (the CPU's EdgeRamps), so its distance is exact on screen, where the gradient
    // at the pixel would widen the ramp toward the horizon.
    float ax = rampCoverage(p.x - rect.x, pp.rowX - rect.x * pp.perspective)
             + rampCoverage(rect.z - p.x, pp.rowX - rect.z * pp.perspective) - 1.0;
    float ay = rampCoverage(p.y - rect.y, pp.rowY - rect.y * pp.perspective)
             + rampCoverage(rect.w - p.y, pp.rowY - rect.w * pp.perspective) - 1.0;
    // Under perspective a pixel beyond a straight edge's ramp is outside, whatever a
    // corner's ramp (through the Jacobian at the pixel) would say near the horizon.
    if (pp.perspective != vec2(0.0) && (ax <= 0.0 || ay <= 0.0)) return 0.0;
    vec3 corner = vec3(0.0);
    if (p.x < rect.x + radii.x && p.y < rect.y + radii.x) corner = vec3(rect.x + radii.x, rect.y + radii.x, radii.x);
    else if (p.x > rect.z - radii.y && p.y < rect.y + radii.y) corner = vec3(rect.z - radii.y, rect.y + radii.y, radii.y);
    else if (p.x < rect.x + radii.z && p.y > rect.w - radii.z) corner = vec3(rect.x + radii.z, rect.w - radii.z, radii.z);
    else if (p.x > rect.z - radii.w && p.y > rect.w - radii.w) corner = vec3(rect.z - radii.w, rect.w - radii.w, radii.w);
    if (corner.z > 0.0) {
        vec2 d = p - corner.xy;
        float length2 = dot(d, d);
        float len = sqrt(length2);
        if (len <= 1e-12) return 1.0;
        vec2 g = d.x * pp.gradX + d.y * pp.gradY;
        return rampCoverage((corner.z - len) * len, g);
    }
    return (ax > 0.0 && ay > 0.0) ? ax * ay : 0.0;
}

// The coverage of clip chain `clip` (innermost first) at a pixel: the product of its
// regions' coverages. A region with `valid` 0 shows nothing.
float clipCoverage(int clip, vec2 pixel) {
    float coverage = 1.0;
    for (int steps = 0; clip >= 0 && steps < 256; steps++) {
        int base = clip * 5;
        uvec4 t0 = texelFetch(uClips, base), t1 = texelFetch(uClips, base + 1), t2 = texelFetch(uClips, base + 2);
        if (t0.w == 0u) return 0.0;
        PlanePoint pp = planePoint(pixel, uintBitsToFloat(t0.xyz), uintBitsToFloat(t1.xyz), uintBitsToFloat(t2.xyz));
        coverage *= roundedRectCoverage(pp, uintBitsToFloat(texelFetch(uClips, base + 3)), uintBitsToFloat(texelFetch(uClips, base + 4)));
        if (coverage <= 0.0) return 0.0;
        clip = int(t1.w) - 1;
    }
    return coverage;
}
