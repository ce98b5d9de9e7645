/** The account settings of a gateway (GatewayOptions), handed to the account routes. */
export interface AccountSettings {
  /** REGISTRATION: anyone may register (the demo); off, only with a super admin's invitation link. */
  registration: boolean;
}
