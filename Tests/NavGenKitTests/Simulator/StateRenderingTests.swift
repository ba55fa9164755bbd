import Foundation
import NavGenKit
import Testing

@Suite struct StateRenderingTests {
    @Test func textIsATreeWithPathAndTop() throws {
        let shop = try makeSimulator(flowsSpec)
        let state = try shop.state("start signup", "push password")
        #expect(
            StateRendering.text(state) == """
                main (tabs)
                  * home: feed › signup.email › signup.password
                    account: profile
                path: home.feed › signup.email › signup.password
                top: signup.password
                """)
        #expect(
            StateRendering.text(try shop.state("push item(id: 3, note: \"x\")", "tab account")) == """
                main (tabs)
                    home: feed › item(id: 3, note: "x")
                  * account: profile
                path: account.profile
                top: account.profile
                """)
    }

    @Test func modalsSitUnderWhatPresentsThem() throws {
        let shop = try makeSimulator(flowsSpec)
        #expect(
            StateRendering.text(try shop.state("sheet filters", "sheet advanced")) == """
                main (tabs)
                  * home: feed
                        sheet: home.filters
                            sheet: home.advanced
                    account: profile
                path: home.feed › home.filters › home.advanced
                top: home.advanced
                """)
        #expect(
            StateRendering.text(try shop.state("start gallery")) == """
                main (tabs)
                  * home: feed
                        cover gallery (tabs)
                            photos: photoGrid
                          * videos: videoList
                    account: profile
                path: home.feed › videos.videoList
                top: videos.videoList
                """)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let recipes = try makeSimulator(recipesSpec)
        let opening = try recipes.open("recipes://recipes/42").get()
        let json = StateRendering.json(opening.state, url: "recipes://recipes/42", target: opening.target)
            .rendered()
        #expect(
            json.hasPrefix(
                #"{"ok":true,"url":"recipes://recipes/42","target":"recipes.recipeDetail(id: 42, source: nil)","#
                    + #""path":["recipes.recipeList","recipes.recipeDetail(id: 42, source: nil)"],"tabs":{"main":"recipes"},"#
                    + #""state":{"coordinator":"main","kind":"tabs","selected":"recipes","tabs":[{"coordinator":"recipes","#
                    + #""kind":"stack","stack":[{"coordinator":"recipes","route":"recipeList","params":{}},"#
                    + #"{"coordinator":"recipes","route":"recipeDetail","params":{"id":42,"source":null}}],"modal":null}"#
            ))
        let shop = try makeSimulator(flowsSpec)
        let modal = StateRendering.json(
            try shop.state("sheet filters", "start checkout".isEmpty ? "" : "dismiss", "start checkout")
        ).rendered()
        #expect(
            modal.contains(
                #""modal":{"style":"sheet","flow":{"coordinator":"checkout","kind":"stack","stack":[{"coordinator":"checkout","route":"cart","params":{}}],"modal":null}}"#
            ))
        let route = StateRendering.json(try shop.state("sheet filters")).rendered()
        #expect(
            route.contains(
                #""modal":{"style":"sheet","route":{"coordinator":"home","route":"filters","params":{}},"modal":null}"#
            ))
        #expect(
            StateRendering.refusalJSON(error: "no-match", message: "x").rendered()
                == #"{"ok":false,"error":"no-match","message":"x"}"#)
    }

    @Test func valuesPrintAsSwiftDoes() {
        #expect(ParamValue.int(-3).swiftLiteral == "-3")
        #expect(ParamValue.double(2).swiftLiteral == "2.0")
        #expect(ParamValue.double(0.1).swiftLiteral == "0.1")
        #expect(ParamValue.double(1e20).swiftLiteral == "1e+20")
        #expect(ParamValue.bool(true).swiftLiteral == "true")
        #expect(ParamValue.string("a\"b\\\n\t").swiftLiteral == #""a\"b\\\n\t""#)
        let uuid = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
        #expect(ParamValue.uuid(uuid).swiftLiteral == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
        #expect(ParamValue.custom("pasta").swiftLiteral == #""pasta""#)
        #expect(ParamValue?.none.swiftLiteral == "nil")
        let values: [ParamValue?] = [
            .int(0), .int(-42), .int(Int.min), .int(Int.max), .double(2.5), .bool(false), .string("plain"),
            .string("quote \" and \\ and é and \n"), .string("it's"), .uuid(uuid), .custom("x"), nil,
        ]
        for value in values {
            var bytes: [UInt8] = []
            value.appendSwiftLiteral(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == value.swiftLiteral)
        }
        #expect(ParamValue.double(2).json.rendered() == "2")
        #expect(ParamValue.uuid(uuid).json.rendered() == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
    }
}
