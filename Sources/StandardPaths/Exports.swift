// What an app imports: the asset runtime (this module) on the core it shares with the generator
// (the grammar, devices, resolution and the manifest's format), and the standard folders, a
// module of their own, which a tool or server can have without the asset code.
@_exported import StandardFolders
@_exported import StandardPathsCore
