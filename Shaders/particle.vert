#version 330 core
// An emitter cell's particles in one draw (LaminaRenderList's ParticleRun): instance i
// is one chain of births — level 0's birth first + i₀, then birth jₖ of its parent at
// each sub-level (inner levels vary fastest, jₖ < the level's radix) — and this stage
// evaluates ParticleFormula's closed form for it: the births' ages through the
// emitter's history, each particle's numbers (ParticleRandom's 32-bit hash, the same
// 24-bit values as on the CPU), its birth point (ParticleShapes), direction (the
// emission cone), speed, lifetime, scale, spin and colour, then its state at its age.
// A chain whose births do not all exist, or whose particle is dead, draws nothing.
//
// Record (texels from uInstanceBase; FrameEncoder+Particles.swift):
//   0–3 the emitter layer's space → target (rows)   4 tint (rgb), opacity
//   5 levels, epochs, segments, clip + 1             6 shape, mode, seed, flags
//   7 first birth (low 32 bits), level 0's births, instances, the image filter
//   8 the quad (minX, minY, maxX, maxY)              9 the source rectangle in texels
//   10 the image's place in its texture (x, y, width, height)
//   then per segment: start, age, interval, epoch;
//   then per level: its cell's index among its parent's cells, its radix;
//   then per epoch, 3 + 9 × levels texels: age at its end, lifetime, velocity, scale
//   multipliers | spin multiplier, position | size | and per level: J at the epoch's end
//   (the level's cell's rate's integral from there to now), that rate; then the cell's
//   values in the epoch: birthRate, lifetime, lifetimeRange, start | end, latitude,
//   longitude, range | velocity, velocityRange, acceleration x, y | acceleration z,
//   scale, scaleRange, scaleSpeed | spin, spinRange | color | colorRange | colorSpeed.
// Flags: 1 preservesDepth, 2 reversed. Filter: bit 0 nearest when minified, bit 1 when
// magnified.

invariant gl_Position;

out vec2 vTexel;
out vec2 vLocal;
flat out vec4 vQuad;
flat out vec4 vModulation;
flat out vec4 vPlace;
flat out int vClip;
flat out int vNearest;

const float PI = 3.14159265358979323846;
const float FAR = 3.0e38;

uvec4 record(int k) { return texelFetch(uInstances, uInstanceBase + k); }
vec4 recordFloats(int k) { return uintBitsToFloat(record(k)); }

uint hash(uint x) {
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return x;
}

uint particleKey(uint seed, uint cell, uint index) { return hash(seed ^ hash(cell ^ hash(index + 0x9E3779B9u))); }
float unit(uint key, uint k) { return float(hash(key + k * 0x9E3779B9u) >> 8u) * (1.0 / 16777216.0); }
float signedUnit(uint key, uint k) { return 2.0 * unit(key, k) - 1.0; }
uint cellPath(uint parent, uint child, uint parentIndex) {
    return hash(parent ^ hash(child + 1u) ^ hash(parentIndex + 0x632BE5ABu));
}

int epochBase, levelBase, epochCount, epochStride;

// Epoch e's texel k, its texel k of level l's block, and level l's cell's texel k.
vec4 epochTexel(int e, int k) { return recordFloats(epochBase + epochStride * e + k); }
vec4 epochLevel(int e, int l) { return epochTexel(e, 3 + 9 * l); }
vec4 cellTexel(int e, int l, int k) { return epochTexel(e, 4 + 9 * l + k); }

// The epoch an age falls in (level < 0), or in which level l's count passes J (level
// l): how many epochs but the last end at that age or J or after it. Both decrease with
// the epoch: the first end below v.
int epochOf(int level, float v) {
    int lo = 0, hi = epochCount - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        float end = level < 0 ? epochTexel(mid, 0).x : epochLevel(mid, level).x;
        if (end >= v) lo = mid + 1; else hi = mid;
    }
    return lo;
}

vec3 corner(int k, vec3 hs) {
    return vec3((k & 1) == 0 ? -hs.x : hs.x, (k & 2) == 0 ? -hs.y : hs.y, (k & 4) == 0 ? -hs.z : hs.z);
}

vec3 perimeter(float s, float hx, float hy) {
    float w = 2.0 * hx, h = 2.0 * hy, total = 2.0 * (w + h);
    if (!(total > 0.0)) return vec3(0.0);
    float d = s * total;
    if (d < w) return vec3(-hx + d, -hy, 0.0);
    d -= w;
    if (d < h) return vec3(hx, -hy + d, 0.0);
    d -= h;
    if (d < w) return vec3(hx - d, hy, 0.0);
    d -= w;
    return vec3(-hx, hy - d, 0.0);
}

// ParticleShapes.point.
vec3 shapePoint(uint shape, uint mode, vec3 c, vec3 size, uint key) {
    vec3 hs = size / 2.0;
    float u = unit(key, 10u), v = unit(key, 11u), w = unit(key, 12u), pick = unit(key, 13u);
    if (shape == 1u) { // line
        if (mode == 0u) return c + vec3(pick < 0.5 ? -hs.x : hs.x, 0.0, 0.0);
        return c + vec3((2.0 * u - 1.0) * hs.x, 0.0, 0.0);
    }
    if (shape == 2u) { // rectangle
        if (mode == 0u) return c + corner(int(pick * 4.0), vec3(hs.xy, 0.0));
        if (mode == 1u) return c + perimeter(pick, hs.x, hs.y);
        return c + vec3((2.0 * u - 1.0) * hs.x, (2.0 * v - 1.0) * hs.y, 0.0);
    }
    if (shape == 4u) { // circle
        float radius = size.x, angle = 2.0 * PI * u;
        if (mode == 0u) return c;
        if (mode == 1u) return c + vec3(cos(angle), sin(angle), 0.0) * radius;
        return c + vec3(cos(angle), sin(angle), 0.0) * (radius * sqrt(v));
    }
    if (shape == 3u) { // cuboid
        if (mode == 0u) return c + corner(int(pick * 8.0), hs);
        if (mode == 1u) {
            vec3 lengths = hs * 2.0;
            float total = 4.0 * (lengths.x + lengths.y + lengths.z);
            if (!(total > 0.0)) return c;
            float s = pick * total;
            int axis = s < 4.0 * lengths.x ? 0 : (s < 4.0 * (lengths.x + lengths.y) ? 1 : 2);
            int which = int(v * 4.0);
            vec3 p = vec3(0.0);
            p[axis] = (2.0 * u - 1.0) * hs[axis];
            int o0 = (axis + 1) % 3, o1 = (axis + 2) % 3;
            p[o0] = (which & 1) == 0 ? -hs[o0] : hs[o0];
            p[o1] = (which & 2) == 0 ? -hs[o1] : hs[o1];
            return c + p;
        }
        if (mode == 2u) {
            vec3 areas = vec3(hs.y * hs.z, hs.x * hs.z, hs.x * hs.y);
            float total = areas.x + areas.y + areas.z;
            if (!(total > 0.0)) return c;
            float s = pick * total;
            int axis = s < areas.x ? 0 : (s < areas.x + areas.y ? 1 : 2);
            vec3 p = vec3((2.0 * u - 1.0) * hs.x, (2.0 * v - 1.0) * hs.y, (2.0 * w - 1.0) * hs.z);
            p[axis] = unit(key, 14u) < 0.5 ? -hs[axis] : hs[axis];
            return c + p;
        }
        return c + vec3((2.0 * u - 1.0) * hs.x, (2.0 * v - 1.0) * hs.y, (2.0 * w - 1.0) * hs.z);
    }
    if (shape == 5u) { // sphere
        float radius = size.x;
        float z = 2.0 * v - 1.0, angle = 2.0 * PI * u, s = sqrt(max(0.0, 1.0 - z * z));
        vec3 direction = vec3(s * cos(angle), s * sin(angle), z);
        if (mode == 0u) return c;
        if (mode == 1u || mode == 2u) return c + direction * radius;
        return c + direction * (radius * pow(w, 1.0 / 3.0));
    }
    return c;
}

// ParticleFormula.cone.
vec3 cone(vec3 axis, float halfAngle, uint key) {
    if (!(halfAngle > 0.0)) return axis;
    float cosTheta = 1.0 - unit(key, 1u) * (1.0 - cos(halfAngle));
    float sinTheta = sqrt(max(0.0, 1.0 - cosTheta * cosTheta));
    float phi = 2.0 * PI * unit(key, 2u);
    vec3 helper = abs(axis.z) < 0.9 ? vec3(0.0, 0.0, 1.0) : vec3(1.0, 0.0, 0.0);
    vec3 u = normalize(cross(axis, helper));
    vec3 v = cross(axis, u);
    return axis * cosTheta + (u * cos(phi) + v * sin(phi)) * sinTheta;
}

// A particle as born (ParticleBirth).
struct Birth {
    uint index;
    int epoch;
    float age, life;
    uint cellHash;
    vec3 position, velocity, acceleration;
    float scale, scaleSpeed, spin;
    vec4 color, colorSpeed;
};

Birth born(int level, uint cellHash, uint index, float age, int e, bool hasParent, Birth parent, uint seed, uint shape,
           uint mode) {
    vec4 l0 = cellTexel(e, level, 0), l1 = cellTexel(e, level, 1), l2 = cellTexel(e, level, 2);
    vec4 l3 = cellTexel(e, level, 3), l4 = cellTexel(e, level, 4);
    vec4 e0 = epochTexel(e, 0), e1 = epochTexel(e, 1), e2 = epochTexel(e, 2);
    uint key = particleKey(seed, cellHash, index);
    Birth b;
    b.index = index;
    b.epoch = e;
    b.age = age;
    b.cellHash = cellHash;
    b.life = max(0.0, (l0.y + l0.z * signedUnit(key, 0u)) * e0.y);
    vec3 fx = vec3(1.0, 0.0, 0.0), fy = vec3(0.0, 1.0, 0.0), fz = vec3(0.0, 0.0, 1.0);
    vec3 point;
    if (hasParent) {
        float t = parent.age - age;
        point = parent.position + parent.velocity * t + 0.5 * parent.acceleration * t * t;
        vec3 v = parent.velocity + parent.acceleration * t;
        float speed = length(v);
        if (speed > 1e-12) {
            fx = v / speed;
            vec3 y = vec3(-fx.y, fx.x, 0.0);
            float ly = length(y);
            fy = ly > 1e-12 ? y / ly : vec3(0.0, 1.0, 0.0);
            fz = cross(fx, fy);
        }
    } else {
        point = shapePoint(shape, mode, e1.yzw, e2.xyz, key);
    }
    float lat = l1.y, lon = l1.z;
    vec3 local = vec3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat));
    vec3 axis = fx * local.x + fy * local.y + fz * local.z;
    vec3 direction = cone(axis, min(l1.w / 2.0, PI), key);
    float speed = (l2.x + l2.y * signedUnit(key, 3u)) * e0.z;
    b.position = point;
    b.velocity = direction * speed;
    b.acceleration = vec3(l2.z, l2.w, l3.x);
    b.scale = (l3.y + l3.z * signedUnit(key, 4u)) * e0.w * (hasParent ? parent.scale : 1.0);
    b.scaleSpeed = l3.w;
    b.spin = (l4.x + l4.y * signedUnit(key, 5u)) * e1.x;
    vec4 offsets = vec4(signedUnit(key, 6u), signedUnit(key, 7u), signedUnit(key, 8u), signedUnit(key, 9u));
    b.color = (cellTexel(e, level, 5) + cellTexel(e, level, 6) * offsets) * (hasParent ? parent.color : vec4(1.0));
    b.colorSpeed = cellTexel(e, level, 7);
    return b;
}

void hide() {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    vTexel = vec2(0.0);
    vLocal = vec2(0.0);
    vQuad = vec4(0.0);
    vModulation = vec4(0.0);
}

void main() {
    uvec4 counts = record(5), emitter = record(6), births = record(7);
    int levels = int(counts.x), segments = int(counts.z);
    epochCount = int(counts.y);
    vClip = int(counts.w) - 1;
    int segmentBase = 11;
    levelBase = segmentBase + segments;
    epochBase = levelBase + levels;
    epochStride = 3 + 9 * levels;
    int id = gl_InstanceID;
    if ((emitter.w & 2u) != 0u) id = int(births.z) - 1 - id;
    // The digits of the chain, innermost last.
    int digits[8];
    for (int k = levels - 1; k >= 1; k--) {
        int radix = max(int(record(levelBase + k).y), 1);
        digits[k] = id % radix;
        id /= radix;
    }
    // Level 0: its segment (the last one starting at or before i₀).
    int i0 = id;
    int lo = 0, hi = segments - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (int(record(segmentBase + mid).x) <= i0) lo = mid; else hi = mid - 1;
    }
    uvec4 segment = record(segmentBase + lo);
    float age = uintBitsToFloat(segment.y) - float(i0 - int(segment.x)) * uintBitsToFloat(segment.z);
    if (age < 0.0) { hide(); return; }
    uint index = births.x + uint(i0);
    uint hash0 = cellPath(0u, record(levelBase).x, 0u);
    Birth none;
    Birth b = born(0, hash0, index, age, int(segment.w), false, none, emitter.z, emitter.x, emitter.y);
    for (int k = 1; k < levels; k++) {
        // The window, as the cell was when the parent was born: the parent's life from
        // `start` after its birth, at most `end`.
        vec4 l0 = cellTexel(b.epoch, k, 0), l1 = cellTexel(b.epoch, k, 1);
        uint j = uint(digits[k]);
        float aFrom = b.age - max(l0.w, 0.0);
        float aUntil = max(b.age - b.life, b.age - l1.x);
        if (!(aFrom > aUntil)) { hide(); return; }
        // J at the window's start, then the epoch where the count passes it by j.
        int m = epochOf(-1, aFrom);
        vec4 jm = epochLevel(m, k);
        float jFrom = jm.x + jm.y * (aFrom - epochTexel(m, 0).x);
        float target = jFrom - float(j);
        int e = epochOf(k, target);
        vec4 je = epochLevel(e, k);
        if (!(je.y > 0.0)) { hide(); return; }
        float a = min(epochTexel(e, 0).x + (target - je.x) / je.y, aFrom);
        if (a < 0.0 || !(a > aUntil)) { hide(); return; }
        uint hash = cellPath(b.cellHash, record(levelBase + k).x, b.index);
        b = born(k, hash, j, a, e, true, b, emitter.z, emitter.x, emitter.y);
    }
    if (!(b.age < b.life)) { hide(); return; }
    float t = b.age;
    vec3 position = b.position + b.velocity * t + 0.5 * b.acceleration * t * t;
    float scale = max(0.0, b.scale + b.scaleSpeed * t);
    float rotation = b.spin * t;
    vec4 color = clamp(b.color + b.colorSpeed * t, 0.0, 1.0);
    vec4 tint = recordFloats(4);
    float alpha = tint.w * color.a;
    if (!(alpha > 0.0) || !(scale > 0.0)) { hide(); return; }
    mat4 m = mat4(recordFloats(0), recordFloats(1), recordFloats(2), recordFloats(3));
    float cr = cos(rotation), sr = sin(rotation);
    float z = (emitter.w & 1u) != 0u ? position.z : 0.0;
    // Pixels per unit of the particle's own space (at its centre, through the layer's
    // transform): the quad grows by a pixel and a half for its anti-aliased edges.
    vec4 o = m * vec4(position.xy, z, 1.0), ox = m * vec4(position.xy + vec2(cr, sr) * scale, z, 1.0);
    float pixelsPerUnit = length(ox.xy / ox.w - o.xy / o.w);
    if (!(pixelsPerUnit > 0.0)) { hide(); return; }
    float margin = 1.5 / pixelsPerUnit;
    // The quad's corner, scaled, turned, moved, then through the layer's transform.
    vec4 quad = recordFloats(8);
    vec2 c = vec2((gl_VertexID & 1) == 0 ? quad.x - margin : quad.z + margin,
                  (gl_VertexID & 2) == 0 ? quad.y - margin : quad.w + margin);
    vec2 s = c * scale;
    vec4 p = vec4(s.x * cr - s.y * sr + position.x, s.x * sr + s.y * cr + position.y, z, 1.0);
    vec4 h = m * p;
    gl_Position = clipPosition(vec3(h.x, h.y, h.w));
    vec4 source = recordFloats(9);
    vPlace = recordFloats(10);
    vQuad = quad;
    vLocal = c;
    vTexel = source.xy + (c - quad.xy) / (quad.zw - quad.xy) * source.zw;
    vModulation = vec4(clamp(tint.rgb * color.rgb, 0.0, 1.0) * alpha, alpha);
    // Minified when one pixel step crosses more than one texel.
    float texelsPerUnit = source.z / (quad.z - quad.x);
    bool minified = texelsPerUnit > pixelsPerUnit * (1.0 + 1e-6);
    vNearest = int(((births.w >> (minified ? 0u : 1u)) & 1u));
}
