import NavGenKit
import Testing

/// A shop with exactly ten planted defects, each of a different rule, none of which
/// may cascade into findings of its own.
let plantedDefects = """
    navgen: 1
    app: Shop
    root: main
    coordinators:
      main:
        kind: tabs
        children: [catalog, account]
        initial: acount
      catalog:
        root: list
        children: [checkout, help]
        routes:
          list:
            transitions:
              - push: product
              - sheet: filters
              - start: checkout
                then:
                  paid: { tab: account }
          product:
            params: { id: Int }
            transitions:
              - push: product
          filters:
            transitions: [{ push: sort }]
          sort:
            transitions: [pop]
          legacy:
            transitions: [{ push: profile }]
      checkout:
        root: cart
        outcomes: [paid, cancelled]
        routes:
          cart:
            transitions: [{ finish: paid }, { finish: cancel }]
      account:
        root: overview
        routes:
          overview:
            params: { since: Int }
            transitions: [{ cover: paywall }, { push: profile }]
          paywall:
            transitions: [pop]
          profile:
      help:
        root: faq
        routes:
          faq:
    """

@Suite struct PlantedDefectsTests {
    @Test func tenDefectsTenFindings() {
        let findings = validate(plantedDefects).findings
        #expect(
            findings.spots == [
                Spot(.unknownReference, 8, 14),  // initial: acount
                Spot(.unusedChild, 11, 26),  // help is never started
                Spot(.unhandledOutcome, 18, 13),  // then misses 'cancelled'
                Spot(.pushCycle, 23, 13),  // product pushes itself
                Spot(.modalPush, 25, 25),  // the filters sheet pushes
                Spot(.unreachableRoute, 28, 7),  // nothing shows legacy
                Spot(.pushTarget, 29, 31),  // profile belongs to account
                Spot(.unknownOutcome, 35, 51),  // checkout has no 'cancel'
                Spot(.rootParams, 37, 11),  // the account tab's root needs a date
                Spot(.noExit, 42, 7),  // nothing closes the paywall cover
            ])
        #expect(findings.errorCount == 7)
        #expect(findings.warningCount == 3)
    }
}
