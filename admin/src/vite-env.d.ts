/// <reference types="vite/client" />

declare module 'virtual:graphql-introspection' {
  const schema: import('graphql').IntrospectionSchema;
  export default schema;
}
