#version 330 core
// Placeholder kept only until the backend's shaders land; replaced by them.
layout(location = 0) in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
