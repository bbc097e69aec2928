#version 330 core
// One cell of a textured mesh (a group's picture warped: page curl, suck, ripple), as
// a strip of its four corners: (k, k + 1, k + columns, k + columns + 1), so its
// triangles are the CPU renderer's (MeshTriangle). Texels: 0 the picture's rectangle
// (origin, size); 1: opacity, clip + 1; 2 + 2c and 3 + 2c corner c: (x, y, w, u) and
// (v, shade, wash): target pixels, the homogeneous w, the picture point, its shade.
// Interpolation is perspective-correct through gl_Position.w, as on the CPU.

flat out vec4 vPicture;
flat out float vOpacity;
flat out int vClip;
out vec2 vPoint;
out float vShade;
out float vWash;

void main() {
    vPicture = uintBitsToFloat(instanceTexel(STRIDE, 0));
    uvec4 head = instanceTexel(STRIDE, 1);
    vOpacity = uintBitsToFloat(head.x);
    vClip = int(head.y) - 1;
    vec4 a = uintBitsToFloat(instanceTexel(STRIDE, 2 + 2 * gl_VertexID));
    vec4 b = uintBitsToFloat(instanceTexel(STRIDE, 3 + 2 * gl_VertexID));
    vPoint = vec2(a.w, b.x);
    vShade = clamp(b.y, 0.0, 1.0);
    vWash = clamp(b.z, 0.0, 1.0);
    gl_Position = clipPosition(vec3(a.x * a.z, a.y * a.z, a.z));
}
