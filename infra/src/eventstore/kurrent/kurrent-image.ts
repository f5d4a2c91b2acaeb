/**
 * The KurrentDB server Cenacle is tested against and deploys: the contract suite's container, the
 * compose profile and the Kubernetes component all run this tag (the deploy tests check it), so an
 * upgrade is one change here and a run of the contract suite, never a silent `latest`.
 */
export const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.0';
