import Foundation
import TestSupport

/// Python's platformdirs, run with a given environment, as the outside reference for the Linux
/// folders. `.ci/run` installs the pinned version; this only finds it.
struct Platformdirs {
  /// The Python interpreter that imports platformdirs, found with this process's environment
  /// (a version manager's shim may not work with another `HOME`).
  let python: URL
  /// Its version.
  let version: String

  /// The platformdirs this machine has, or why there is none.
  static let installed: Result<Platformdirs, Unavailable> = {
    let run: ChildProcess.Result
    do {
      run = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [
          "python3", "-c",
          "import sys, platformdirs; print(sys.executable); print(platformdirs.__version__)",
        ])
    } catch {
      return .failure(Unavailable(reason: "python3 cannot be run: \(error)"))
    }
    let lines = run.output.split(separator: "\n").map(String.init)
    guard run.status == 0, lines.count == 2 else {
      return .failure(
        Unavailable(
          reason: "python3 is missing or cannot import platformdirs (pip install platformdirs)"))
    }
    return .success(Platformdirs(python: URL(fileURLWithPath: lines[0]), version: lines[1]))
  }()

  /// Why the comparison cannot run here.
  struct Unavailable: Error {
    let reason: String
  }

  /// What platformdirs' Unix rules answer for the app `Demo` under `environment`, keyed like
  /// `standard-folders --json` (search paths under `search private` and `search config`,
  /// without the user's own folder); a value is `error: <exception>` when platformdirs raised.
  func folders(environment: [String: String], version: String?) throws -> [String: String] {
    let run = try ChildProcess.run(
      python, ["-c", Self.script] + (version.map { [$0] } ?? []), environment: environment)
    guard let object = try JSONSerialization.jsonObject(with: run.outputData) as? [String: String]
    else {
      throw Unavailable(reason: "platformdirs printed no folders")
    }
    return object
  }

  private static let script = """
    import json, sys, warnings
    from platformdirs.unix import Unix
    warnings.simplefilter("ignore")
    dirs = Unix(appname="Demo", version=sys.argv[1] if len(sys.argv) > 1 else None, multipath=True)
    names = {
        "private": "user_data_dir", "cache": "user_cache_dir", "config": "user_config_dir",
        "state": "user_state_dir", "logs": "user_log_dir", "runtime": "user_runtime_dir",
        "public": "user_documents_dir", "downloads": "user_downloads_dir",
        "pictures": "user_pictures_dir", "music": "user_music_dir", "videos": "user_videos_dir",
        "desktop": "user_desktop_dir", "templates": "user_templates_dir",
        "public-share": "user_publicshare_dir", "search private": "site_data_dir",
        "search config": "site_config_dir",
    }
    folders = {}
    for key, name in names.items():
        try:
            folders[key] = getattr(dirs, name)
        except Exception as error:
            folders[key] = "error: " + type(error).__name__
    print(json.dumps(folders))
    """
}
