export { startArtifactFake, type ArtifactFake, type ArtifactFakeOptions, type RecordedRequest } from './server.ts';
export { runtimeToken, backendIdsOf, type BackendIds } from './token.ts';
export type { FaultReply, Operation } from './faults.ts';
export type { FakeArtifact } from './model.ts';
