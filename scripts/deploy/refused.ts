/**
 * An owner's command (deploy, gradual release, backup) that must not go on, with what the owner
 * should do: the command line prints the message alone, never a stack.
 */
export class Refused extends Error {
  override name = 'Refused';
}

/** A deploy (or a move of its traffic) that must not go on. */
export class DeployRefused extends Refused {
  override name = 'DeployRefused';
}

/** A backup that must not go on. */
export class BackupRefused extends Refused {
  override name = 'BackupRefused';
}
