import Testing
@testable import Cassowary

@Suite struct ExpressionTests {
    @Test func arithmeticCollectsTermsAndConstant() {
        let x = Variable("x"), y = Variable("y")
        let expression = 2 * x + y - 10 + 3 * (x - 1)
        #expect(expression.terms.map(\.variable.name) == ["x", "y", "x"])
        #expect(expression.terms.map(\.coefficient) == [2, 1, 3])
        #expect(expression.constant == -13)
    }

    @Test func valueUsesTheVariablesCurrentValues() {
        let x = Variable("x")
        x.value = 4
        #expect((x * 2.5 + 1).value == 11)
    }

    @Test func descriptionReadsLikeTheFormula() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x - y + 10).description == "2*x - y + 10")
        #expect((-x - 0.5).description == "-x - 0.5")
    }

    @Test func comparisonOperatorsBuildConstraintsOfLeftMinusRight() {
        let x = Variable("x"), y = Variable("y")
        let constraint = x + 5 <= y * 2
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.priority == .required)
        #expect(constraint.expression.description == "x - 2*y + 5")
        #expect(constraint.description == "x - 2*y + 5 <= 0")
    }

    @Test func constraintDescriptionNamesIdentifierAndOptionalPriority() {
        let x = Variable("x")
        let constraint = (x >= 10).withPriority(.strong)
        constraint.identifier = "minimum"
        #expect(constraint.description == "minimum: x - 10 >= 0 @750")
    }

    @Test func violationMeasuresDistanceFromSatisfied() {
        let x = Variable("x")
        x.value = 3
        #expect((x == 5).violation == 2)
        #expect((x >= 5).violation == 2)
        #expect((x <= 5).violation == 0)
        #expect((x <= 1).violation == 2)
    }
}
