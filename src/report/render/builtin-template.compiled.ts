// @ts-nocheck: Handlebars' generated code, whose parameters carry no types; the constant's type is declared.
// Generated from templates/report.md.hbs by `npm run docs` (Handlebars.precompile); do not edit here.
// CI fails when it is stale. TemplateSpecification is a global type of the handlebars typings.
export const BUILTIN_TEMPLATE_SPEC: TemplateSpecification = {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### The work\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"workTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":38,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"workWaiting") : depth0)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":39,"column":0},"end":{"line":48,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"or")||(depth0 && lookupProperty(depth0,"or"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"workTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = (depth0 != null ? lookupProperty(depth0,"workWaiting") : depth0)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"or","hash":{},"data":data,"loc":{"start":{"line":49,"column":6},"end":{"line":49,"column":51}}}),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":49,"column":0},"end":{"line":52,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":0},"end":{"line":66,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":67,"column":0},"end":{"line":80,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"or")||(depth0 && lookupProperty(depth0,"or"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"or","hash":{},"data":data,"loc":{"start":{"line":81,"column":6},"end":{"line":81,"column":60}}}),{"name":"if","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":81,"column":0},"end":{"line":84,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesWatched") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(25, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":85,"column":0},"end":{"line":92,"column":7}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Task | This run | Gap | Priority | Trend |\n|---|---|---|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"workTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":30,"column":0},"end":{"line":32,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"workTasks") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":0},"end":{"line":36,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| [#"
    + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0,"number") : depth0), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"url") || (depth0 != null ? lookupProperty(depth0,"url") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"url","hash":{},"data":data,"loc":{"start":{"line":31,"column":21},"end":{"line":31,"column":28}}}) : helper))) != null ? stack1 : "")
    + ") | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"did") || (depth0 != null ? lookupProperty(depth0,"did") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"did","hash":{},"data":data,"loc":{"start":{"line":31,"column":32},"end":{"line":31,"column":39}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"what") || (depth0 != null ? lookupProperty(depth0,"what") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"what","hash":{},"data":data,"loc":{"start":{"line":31,"column":42},"end":{"line":31,"column":50}}}) : helper))) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"kind") : depth0),"page",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":31,"column":57},"end":{"line":31,"column":73}}}),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":31,"column":51},"end":{"line":31,"column":118}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"score") : depth0),{"name":"if","hash":{},"fn":container.program(5, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":31,"column":121},"end":{"line":31,"column":165}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"standing") : depth0),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":31,"column":168},"end":{"line":31,"column":221}}})) != null ? stack1 : "")
    + " |\n";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":31,"column":75},"end":{"line":31,"column":88}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "“"
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":31,"column":97},"end":{"line":31,"column":110}}})) != null ? stack1 : "")
    + "”";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"share")||(depth0 && lookupProperty(depth0,"share"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"score") : depth0),{"name":"share","hash":{},"data":data,"loc":{"start":{"line":31,"column":134},"end":{"line":31,"column":149}}})) != null ? stack1 : "");
},"6":function(container,depth0,helpers,partials,data) {
    return "—";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"standing")||(depth0 && lookupProperty(depth0,"standing"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"standing") : depth0),{"name":"standing","hash":{},"data":data,"loc":{"start":{"line":31,"column":184},"end":{"line":31,"column":205}}})) != null ? stack1 : "");
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"workTasks") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":35,"column":0},"end":{"line":35,"column":22}}})) != null ? stack1 : "")
    + "\n";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Waiting for a task (`max-new-tasks` reached this run), the highest priority first:\n\n| Gap | Priority | This period | Trend |\n|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"workWaiting") : depth0),{"name":"each","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":44,"column":0},"end":{"line":46,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"what") || (depth0 != null ? lookupProperty(depth0,"what") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"what","hash":{},"data":data,"loc":{"start":{"line":45,"column":2},"end":{"line":45,"column":10}}}) : helper))) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"kind") : depth0),"page",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":45,"column":17},"end":{"line":45,"column":33}}}),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":45,"column":11},"end":{"line":45,"column":78}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"share")||(depth0 && lookupProperty(depth0,"share"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"score") : depth0),{"name":"share","hash":{},"data":data,"loc":{"start":{"line":45,"column":81},"end":{"line":45,"column":96}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"count") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":45,"column":99},"end":{"line":45,"column":115}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"standing") : depth0),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":45,"column":118},"end":{"line":45,"column":171}}})) != null ? stack1 : "")
    + " |\n";
},"11":function(container,depth0,helpers,partials,data) {
    return "Priority: the share of the period's searches (a term) or questions to the assistant (a category or page) that ended on the gap without an answer; it ranks every gap, searches and questions alike.\n\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "#### Fixed and holding\n\n| Task | Gap | Fixed by | Verdict | Figures |\n|---|---|---|---|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":58,"column":0},"end":{"line":60,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":61,"column":0},"end":{"line":64,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| [#"
    + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0,"number") : depth0), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"url") || (depth0 != null ? lookupProperty(depth0,"url") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"url","hash":{},"data":data,"loc":{"start":{"line":59,"column":21},"end":{"line":59,"column":28}}}) : helper))) != null ? stack1 : "")
    + ") | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"what") || (depth0 != null ? lookupProperty(depth0,"what") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"what","hash":{},"data":data,"loc":{"start":{"line":59,"column":32},"end":{"line":59,"column":40}}}) : helper))) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"kind") : depth0),"page",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":59,"column":47},"end":{"line":59,"column":63}}}),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":59,"column":41},"end":{"line":59,"column":108}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0),{"name":"if","hash":{},"fn":container.program(14, data, 0),"inverse":container.program(15, data, 0),"data":data,"loc":{"start":{"line":59,"column":111},"end":{"line":59,"column":307}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"words") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":59,"column":310},"end":{"line":59,"column":324}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"figures") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":59,"column":327},"end":{"line":59,"column":343}}})) != null ? stack1 : "")
    + " |\n";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "[#"
    + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0)) != null ? lookupProperty(stack1,"number") : stack1), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0)) != null ? lookupProperty(stack1,"url") : stack1), depth0)) != null ? stack1 : "")
    + ")";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||container.hooks.helperMissing).call(alias1,(depth0 != null ? lookupProperty(depth0,"closer") : depth0),"unread",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":59,"column":186},"end":{"line":59,"column":206}}}),{"name":"if","hash":{},"fn":container.program(16, data, 0),"inverse":container.program(17, data, 0),"data":data,"loc":{"start":{"line":59,"column":176},"end":{"line":59,"column":300}}})) != null ? stack1 : "");
},"16":function(container,depth0,helpers,partials,data) {
    return "a pull request the token may not read (`pull-requests: read` names it)";
},"17":function(container,depth0,helpers,partials,data) {
    return "closed by hand";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":63,"column":0},"end":{"line":63,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "#### Closed, but still a gap\n\n| Task | Gap | Closed on | Verdict | Figures |\n|---|---|---|---|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":72,"column":0},"end":{"line":74,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":75,"column":0},"end":{"line":78,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| [#"
    + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0,"number") : depth0), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"url") || (depth0 != null ? lookupProperty(depth0,"url") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"url","hash":{},"data":data,"loc":{"start":{"line":73,"column":21},"end":{"line":73,"column":28}}}) : helper))) != null ? stack1 : "")
    + ") | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"what") || (depth0 != null ? lookupProperty(depth0,"what") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"what","hash":{},"data":data,"loc":{"start":{"line":73,"column":32},"end":{"line":73,"column":40}}}) : helper))) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"kind") : depth0),"page",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":73,"column":47},"end":{"line":73,"column":63}}}),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":73,"column":41},"end":{"line":73,"column":108}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"closedOnWords") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":73,"column":111},"end":{"line":73,"column":133}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0),{"name":"if","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":73,"column":133},"end":{"line":73,"column":209}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"words") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":73,"column":212},"end":{"line":73,"column":226}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"commented") : depth0),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":73,"column":226},"end":{"line":73,"column":282}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"figures") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":73,"column":285},"end":{"line":73,"column":301}}})) != null ? stack1 : "")
    + " |\n";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " by [#"
    + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0)) != null ? lookupProperty(stack1,"number") : stack1), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0,"pullRequest") : depth0)) != null ? lookupProperty(stack1,"url") : stack1), depth0)) != null ? stack1 : "")
    + ")";
},"22":function(container,depth0,helpers,partials,data) {
    return "; commented on the task this run";
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":77,"column":0},"end":{"line":77,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"24":function(container,depth0,helpers,partials,data) {
    return "Verdict: the gap's own rate (a term's searches that clicked a result, a category's or page's questions unanswered) in the periods before the close and after it, a change counted only beyond chance and beyond what the untouched gaps did in the same periods.\n\n";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Closed as done, without a verdict: "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesWatched") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":86,"column":35},"end":{"line":86,"column":138}}})) != null ? stack1 : "")
    + ".\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesWatched") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(28, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":87,"column":0},"end":{"line":90,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(data && lookupProperty(data,"index")),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":86,"column":62},"end":{"line":86,"column":85}}})) != null ? stack1 : "")
    + "[#"
    + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0,"number") : depth0), depth0)) != null ? stack1 : "")
    + "]("
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"url") || (depth0 != null ? lookupProperty(depth0,"url") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"url","hash":{},"data":data,"loc":{"start":{"line":86,"column":104},"end":{"line":86,"column":111}}}) : helper))) != null ? stack1 : "")
    + ") ("
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"words") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":86,"column":114},"end":{"line":86,"column":128}}})) != null ? stack1 : "")
    + ")";
},"27":function(container,depth0,helpers,partials,data) {
    return "; ";
},"28":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"fixesWatched") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":89,"column":0},"end":{"line":89,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"29":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":96,"column":65},"end":{"line":96,"column":87}}})) != null ? stack1 : "")
    + ")";
},"30":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.lambda, alias2=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Feedback entries:** "
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"bound") : stack1), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":98,"column":54},"end":{"line":98,"column":93}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"text") : stack1), depth0)) != null ? stack1 : "")
    + ")"
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"delta") : stack1),{"name":"if","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":98,"column":125},"end":{"line":98,"column":198}}})) != null ? stack1 : "")
    + "\n";
},"31":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":98,"column":161},"end":{"line":98,"column":191}}})) != null ? stack1 : "");
},"32":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Searches:** "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":101,"column":16},"end":{"line":101,"column":49}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":101,"column":49},"end":{"line":101,"column":99}}})) != null ? stack1 : "")
    + "; "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"contentGaps") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":101,"column":101},"end":{"line":101,"column":132}}})) != null ? stack1 : "")
    + " content "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"contentGaps") : stack1),1,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":101,"column":147},"end":{"line":101,"column":174}}}),{"name":"if","hash":{},"fn":container.program(34, data, 0),"inverse":container.program(35, data, 0),"data":data,"loc":{"start":{"line":101,"column":141},"end":{"line":101,"column":198}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"terms") : stack1),{"name":"if","hash":{},"fn":container.program(36, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":101,"column":198},"end":{"line":101,"column":288}}})) != null ? stack1 : "")
    + "\n";
},"33":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":101,"column":67},"end":{"line":101,"column":91}}})) != null ? stack1 : "")
    + ")";
},"34":function(container,depth0,helpers,partials,data) {
    return "gap";
},"35":function(container,depth0,helpers,partials,data) {
    return "gaps";
},"36":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"terms") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":101,"column":222},"end":{"line":101,"column":247}}})) != null ? stack1 : "")
    + " more set aside: see the searches)";
},"37":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **AI assistant questions:** "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":104,"column":30},"end":{"line":104,"column":64}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(38, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":104,"column":64},"end":{"line":104,"column":115}}})) != null ? stack1 : "")
    + "\n";
},"38":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":104,"column":82},"end":{"line":104,"column":107}}})) != null ? stack1 : "")
    + ")";
},"39":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Unanswered assistant questions:** "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":107,"column":38},"end":{"line":107,"column":47}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":107,"column":47},"end":{"line":107,"column":76}}})) != null ? stack1 : "")
    + " of "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":107,"column":80},"end":{"line":107,"column":89}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"asked") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":107,"column":89},"end":{"line":107,"column":113}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"share") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":107,"column":115},"end":{"line":107,"column":140}}})) != null ? stack1 : "")
    + ")"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"compared")),{"name":"if","hash":{},"fn":container.program(40, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":107,"column":141},"end":{"line":107,"column":192}}})) != null ? stack1 : "")
    + "\n";
},"40":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"unanswered") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":107,"column":165},"end":{"line":107,"column":185}}})) != null ? stack1 : "");
},"41":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Most unanswered category:** "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":110,"column":32},"end":{"line":110,"column":45}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = container.lambda(((stack1 = ((stack1 = ((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"assistant"))) && lookupProperty(stack1,"unanswered"))) && lookupProperty(stack1,"bound")), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":110,"column":83},"end":{"line":110,"column":112}}})) != null ? stack1 : "")
    + " unanswered of "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"asked") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":110,"column":127},"end":{"line":110,"column":143}}})) != null ? stack1 : "")
    + ")"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"compared")),{"name":"if","hash":{},"fn":container.program(40, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":110,"column":144},"end":{"line":110,"column":195}}})) != null ? stack1 : "")
    + "\n";
},"42":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Page with most unanswered questions:** "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":113,"column":43},"end":{"line":113,"column":56}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = container.lambda(((stack1 = ((stack1 = ((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"assistant"))) && lookupProperty(stack1,"unanswered"))) && lookupProperty(stack1,"bound")), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":113,"column":94},"end":{"line":113,"column":123}}})) != null ? stack1 : "")
    + " unanswered of "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"asked") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":113,"column":138},"end":{"line":113,"column":154}}})) != null ? stack1 : "")
    + ")"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"compared")),{"name":"if","hash":{},"fn":container.program(40, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":113,"column":155},"end":{"line":113,"column":206}}})) != null ? stack1 : "")
    + "\n";
},"43":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Searched for, not found:** "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1),{"name":"each","hash":{},"fn":container.program(44, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":116,"column":31},"end":{"line":116,"column":157}}})) != null ? stack1 : "")
    + "\n";
},"44":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(data && lookupProperty(data,"index")),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":116,"column":56},"end":{"line":116,"column":79}}})) != null ? stack1 : "")
    + "“"
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":116,"column":80},"end":{"line":116,"column":93}}})) != null ? stack1 : "")
    + "” ("
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"hits") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":116,"column":96},"end":{"line":116,"column":111}}})) != null ? stack1 : "")
    + " searches, "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ctr") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":116,"column":122},"end":{"line":116,"column":139}}})) != null ? stack1 : "")
    + " clicked)";
},"45":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- **Most complained about:** "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"complaints") : stack1),{"name":"each","hash":{},"fn":container.program(46, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":119,"column":29},"end":{"line":119,"column":178}}})) != null ? stack1 : "")
    + "\n";
},"46":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(data && lookupProperty(data,"index")),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":119,"column":60},"end":{"line":119,"column":83}}})) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":119,"column":83},"end":{"line":119,"column":96}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":119,"column":98},"end":{"line":119,"column":114}}})) != null ? stack1 : "")
    + " feedback"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"reasons") : depth0),{"name":"if","hash":{},"fn":container.program(47, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":119,"column":123},"end":{"line":119,"column":168}}})) != null ? stack1 : "")
    + ")";
},"47":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ": "
    + ((stack1 = (lookupProperty(helpers,"join")||(depth0 && lookupProperty(depth0,"join"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"reasons") : depth0),", ",{"name":"join","hash":{},"data":data,"loc":{"start":{"line":119,"column":140},"end":{"line":119,"column":161}}})) != null ? stack1 : "");
},"48":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| | This period | Previous period | Change |\n|---|---:|---:|---|\n| Visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":125,"column":13},"end":{"line":125,"column":44}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":125,"column":47},"end":{"line":125,"column":79}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":125,"column":82},"end":{"line":125,"column":104}}})) != null ? stack1 : "")
    + " |\n| Human visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":126,"column":19},"end":{"line":126,"column":50}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":126,"column":53},"end":{"line":126,"column":85}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"human") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":126,"column":88},"end":{"line":126,"column":110}}})) != null ? stack1 : "")
    + " |\n| AI visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":127,"column":16},"end":{"line":127,"column":44}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":127,"column":47},"end":{"line":127,"column":76}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":127,"column":79},"end":{"line":127,"column":98}}})) != null ? stack1 : "")
    + " |\n| AI share of visitors | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"aiShare") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":128,"column":25},"end":{"line":128,"column":59}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"aiShare") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":128,"column":62},"end":{"line":128,"column":97}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"points")||(depth0 && lookupProperty(depth0,"points"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"aiShare") : stack1),{"name":"points","hash":{},"data":data,"loc":{"start":{"line":128,"column":100},"end":{"line":128,"column":125}}})) != null ? stack1 : "")
    + " |\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(49, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":129,"column":0},"end":{"line":133,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0),{"name":"if","hash":{},"fn":container.program(50, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":134,"column":0},"end":{"line":139,"column":7}}})) != null ? stack1 : "");
},"49":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":130,"column":15},"end":{"line":130,"column":45}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":130,"column":48},"end":{"line":130,"column":79}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":130,"column":82},"end":{"line":130,"column":103}}})) != null ? stack1 : "")
    + " |\n| Human page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":131,"column":21},"end":{"line":131,"column":51}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":131,"column":54},"end":{"line":131,"column":85}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"human") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":131,"column":88},"end":{"line":131,"column":109}}})) != null ? stack1 : "")
    + " |\n| AI page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":132,"column":18},"end":{"line":132,"column":45}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":132,"column":48},"end":{"line":132,"column":76}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":132,"column":79},"end":{"line":132,"column":97}}})) != null ? stack1 : "")
    + " |\n";
},"50":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.lambda, alias2=depth0 != null ? depth0 : (container.nullContext || {}), alias3=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Feedback entries ("
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"text") : stack1), depth0)) != null ? stack1 : "")
    + ") | "
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"bound") : stack1), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":135,"column":83},"end":{"line":135,"column":122}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"countBefore") : stack1),{"name":"if","hash":{},"fn":container.program(51, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":135,"column":125},"end":{"line":135,"column":254}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias3).call(alias2,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":135,"column":257},"end":{"line":135,"column":287}}})) != null ? stack1 : "")
    + " |\n| Thumbs up | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsUp") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":136,"column":14},"end":{"line":136,"column":56}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsUp") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":136,"column":59},"end":{"line":136,"column":102}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias3).call(alias2,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsUp") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":136,"column":105},"end":{"line":136,"column":138}}})) != null ? stack1 : "")
    + " |\n| Thumbs down | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsDown") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":137,"column":16},"end":{"line":137,"column":60}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsDown") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":137,"column":63},"end":{"line":137,"column":108}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias3).call(alias2,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsDown") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":137,"column":111},"end":{"line":137,"column":146}}})) != null ? stack1 : "")
    + " |\n| Code snippet feedback | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"code") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":138,"column":26},"end":{"line":138,"column":64}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"code") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":138,"column":67},"end":{"line":138,"column":106}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias3).call(alias2,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"code") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":138,"column":109},"end":{"line":138,"column":138}}})) != null ? stack1 : "")
    + " |\n";
},"51":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.lambda(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"countBefore") : stack1)) != null ? lookupProperty(stack1,"bound") : stack1), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"countBefore") : stack1)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":135,"column":195},"end":{"line":135,"column":238}}})) != null ? stack1 : "");
},"52":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| | This period |\n|---|---:|\n| Visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":143,"column":13},"end":{"line":143,"column":44}}})) != null ? stack1 : "")
    + " |\n| Human visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":144,"column":19},"end":{"line":144,"column":50}}})) != null ? stack1 : "")
    + " |\n| AI visitors | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":145,"column":16},"end":{"line":145,"column":44}}})) != null ? stack1 : "")
    + " |\n| AI share of visitors | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"aiShare") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":146,"column":25},"end":{"line":146,"column":59}}})) != null ? stack1 : "")
    + " |\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(53, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":147,"column":0},"end":{"line":151,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0),{"name":"if","hash":{},"fn":container.program(54, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":152,"column":0},"end":{"line":157,"column":7}}})) != null ? stack1 : "");
},"53":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":148,"column":15},"end":{"line":148,"column":45}}})) != null ? stack1 : "")
    + " |\n| Human page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"human") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":149,"column":21},"end":{"line":149,"column":51}}})) != null ? stack1 : "")
    + " |\n| AI page views | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"views") : depth0)) != null ? lookupProperty(stack1,"ai") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":150,"column":18},"end":{"line":150,"column":45}}})) != null ? stack1 : "")
    + " |\n";
},"54":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.lambda, alias2=depth0 != null ? depth0 : (container.nullContext || {}), alias3=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Feedback entries ("
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"text") : stack1), depth0)) != null ? stack1 : "")
    + ") | "
    + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"count") : stack1)) != null ? lookupProperty(stack1,"bound") : stack1), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":153,"column":83},"end":{"line":153,"column":122}}})) != null ? stack1 : "")
    + " |\n| Thumbs up | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsUp") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":154,"column":14},"end":{"line":154,"column":56}}})) != null ? stack1 : "")
    + " |\n| Thumbs down | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"thumbsDown") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":155,"column":16},"end":{"line":155,"column":60}}})) != null ? stack1 : "")
    + " |\n| Code snippet feedback | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias3).call(alias2,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"code") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":156,"column":26},"end":{"line":156,"column":64}}})) != null ? stack1 : "")
    + " |\n";
},"55":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Feedback source: "
    + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0,"filters") : depth0)) != null ? lookupProperty(stack1,"feedbackSource") : stack1), depth0)) != null ? stack1 : "")
    + ".\n";
},"56":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Feedback status: "
    + ((stack1 = (lookupProperty(helpers,"join")||(depth0 && lookupProperty(depth0,"join"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"filters") : depth0)) != null ? lookupProperty(stack1,"feedbackStatus") : stack1),", ",{"name":"join","hash":{},"data":data,"loc":{"start":{"line":167,"column":17},"end":{"line":167,"column":53}}})) != null ? stack1 : "")
    + ".\n";
},"57":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n### Trends\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"note") : stack1),{"name":"if","hash":{},"fn":container.program(58, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":172,"column":0},"end":{"line":175,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"gt")||(depth0 && lookupProperty(depth0,"gt"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"reported") : stack1),1,{"name":"gt","hash":{},"data":data,"loc":{"start":{"line":176,"column":6},"end":{"line":176,"column":28}}}),{"name":"if","hash":{},"fn":container.program(59, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":176,"column":0},"end":{"line":193,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(65, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":194,"column":0},"end":{"line":205,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"pages") : stack1)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(68, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":206,"column":0},"end":{"line":217,"column":7}}})) != null ? stack1 : "");
},"58":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"note") : stack1), depth0)) != null ? stack1 : "")
    + "\n";
},"59":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"trendChart")||(depth0 && lookupProperty(depth0,"trendChart"))||container.hooks.helperMissing).call(alias1,(depth0 != null ? lookupProperty(depth0,"trends") : depth0),{"name":"trendChart","hash":{},"data":data,"loc":{"start":{"line":178,"column":0},"end":{"line":178,"column":21}}})) != null ? stack1 : "")
    + "\n\n| Period from | Visitors | Feedback entries | Searches | Content gaps | Unanswered questions |\n|---|---:|---:|---:|---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"points") : stack1),{"name":"each","hash":{},"fn":container.program(60, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":182,"column":0},"end":{"line":188,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"missing") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(64, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":189,"column":0},"end":{"line":192,"column":7}}})) != null ? stack1 : "");
},"60":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"reported") : depth0),{"name":"if","hash":{},"fn":container.program(61, data, 0),"inverse":container.program(63, data, 0),"data":data,"loc":{"start":{"line":183,"column":0},"end":{"line":187,"column":7}}})) != null ? stack1 : "");
},"61":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"dateFrom") || (depth0 != null ? lookupProperty(depth0,"dateFrom") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"dateFrom","hash":{},"data":data,"loc":{"start":{"line":184,"column":2},"end":{"line":184,"column":14}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"visitors") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":184,"column":17},"end":{"line":184,"column":36}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackExact") : depth0),false,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":184,"column":45},"end":{"line":184,"column":69}}}),{"name":"if","hash":{},"fn":container.program(62, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":184,"column":39},"end":{"line":184,"column":80}}})) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"feedback") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":184,"column":80},"end":{"line":184,"column":99}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"searches") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":184,"column":102},"end":{"line":184,"column":121}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"contentGaps") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":184,"column":124},"end":{"line":184,"column":146}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"unanswered") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":184,"column":149},"end":{"line":184,"column":170}}})) != null ? stack1 : "")
    + " |\n";
},"62":function(container,depth0,helpers,partials,data) {
    return "≥ ";
},"63":function(container,depth0,helpers,partials,data) {
    var stack1, helper, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"dateFrom") || (depth0 != null ? lookupProperty(depth0,"dateFrom") : depth0)) != null ? helper : container.hooks.helperMissing),(typeof helper === "function" ? helper.call(depth0 != null ? depth0 : (container.nullContext || {}),{"name":"dateFrom","hash":{},"data":data,"loc":{"start":{"line":186,"column":2},"end":{"line":186,"column":14}}}) : helper))) != null ? stack1 : "")
    + " | no report | | | | |\n";
},"64":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nPeriods without a report ("
    + ((stack1 = (lookupProperty(helpers,"join")||(depth0 && lookupProperty(depth0,"join"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"missing") : stack1),", ",{"name":"join","hash":{},"data":data,"loc":{"start":{"line":191,"column":26},"end":{"line":191,"column":54}}})) != null ? stack1 : "")
    + ") are missing from the chart, not drawn as zero; the trend goes on across them.\n";
},"65":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n| Content gap | Standing | Searches | Before | Clicked | Before |\n|---|---|---:|---:|---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(66, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":198,"column":0},"end":{"line":200,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(67, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":201,"column":0},"end":{"line":204,"column":7}}})) != null ? stack1 : "");
},"66":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| “"
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":199,"column":3},"end":{"line":199,"column":16}}})) != null ? stack1 : "")
    + "” | "
    + ((stack1 = (lookupProperty(helpers,"standing")||(depth0 && lookupProperty(depth0,"standing"))||alias2).call(alias1,depth0,{"name":"standing","hash":{},"data":data,"loc":{"start":{"line":199,"column":20},"end":{"line":199,"column":37}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"current") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":199,"column":40},"end":{"line":199,"column":58}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"previous") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":199,"column":61},"end":{"line":199,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ctr") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":199,"column":83},"end":{"line":199,"column":100}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"previousCtr") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":199,"column":103},"end":{"line":199,"column":128}}})) != null ? stack1 : "")
    + " |\n";
},"67":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":203,"column":0},"end":{"line":203,"column":24}}})) != null ? stack1 : "")
    + "\n";
},"68":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n| Page needing attention | Standing | Complaints | Before | Counted |\n|---|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"pages") : stack1)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(69, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":210,"column":0},"end":{"line":212,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"pages") : stack1)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(70, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":213,"column":0},"end":{"line":216,"column":7}}})) != null ? stack1 : "");
},"69":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":211,"column":2},"end":{"line":211,"column":15}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"standing")||(depth0 && lookupProperty(depth0,"standing"))||alias2).call(alias1,depth0,{"name":"standing","hash":{},"data":data,"loc":{"start":{"line":211,"column":18},"end":{"line":211,"column":35}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"current") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":211,"column":38},"end":{"line":211,"column":56}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"previous") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":211,"column":59},"end":{"line":211,"column":78}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"measure") || (depth0 != null ? lookupProperty(depth0,"measure") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"measure","hash":{},"data":data,"loc":{"start":{"line":211,"column":81},"end":{"line":211,"column":92}}}) : helper))) != null ? stack1 : "")
    + " |\n";
},"70":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"trends") : depth0)) != null ? lookupProperty(stack1,"pages") : stack1),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":215,"column":0},"end":{"line":215,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"71":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n### Top pages\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"topPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(72, data, 0),"inverse":container.program(75, data, 0),"data":data,"loc":{"start":{"line":223,"column":0},"end":{"line":237,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"topAiPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(76, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":239,"column":0},"end":{"line":263,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"comparison") : depth0)) != null ? lookupProperty(stack1,"period") : stack1),{"name":"if","hash":{},"fn":container.program(81, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":265,"column":0},"end":{"line":297,"column":7}}})) != null ? stack1 : "");
},"72":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"chart")||(depth0 && lookupProperty(depth0,"chart"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),"Top pages by visitors",{"name":"chart","hash":{},"data":data,"loc":{"start":{"line":224,"column":0},"end":{"line":224,"column":47}}})) != null ? stack1 : "")
    + "\n\n| # | Page | Visitors | Human | AI | Change |\n|---:|---|---:|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(73, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":228,"column":0},"end":{"line":230,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topPages") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(74, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":231,"column":0},"end":{"line":234,"column":7}}})) != null ? stack1 : "");
},"73":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":229,"column":2},"end":{"line":229,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":229,"column":13},"end":{"line":229,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":229,"column":29},"end":{"line":229,"column":45}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"human") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":229,"column":48},"end":{"line":229,"column":64}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ai") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":229,"column":67},"end":{"line":229,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"change") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":229,"column":83},"end":{"line":229,"column":99}}})) != null ? stack1 : "")
    + " |\n";
},"74":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"topPages") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":233,"column":0},"end":{"line":233,"column":21}}})) != null ? stack1 : "")
    + "\n";
},"75":function(container,depth0,helpers,partials,data) {
    return "No page had visitors in this period.\n";
},"76":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<details><summary>Top pages by audience: human and AI visitors</summary>\n\n| # | Page (human) | Human visitors |\n|---:|---|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topHumanPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(77, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":244,"column":0},"end":{"line":246,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topHumanPages") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(78, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":247,"column":0},"end":{"line":250,"column":7}}})) != null ? stack1 : "")
    + "\n| # | Page (AI) | AI visitors | AI share |\n|---:|---|---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topAiPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(79, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":254,"column":0},"end":{"line":256,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"topAiPages") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(80, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":257,"column":0},"end":{"line":260,"column":7}}})) != null ? stack1 : "")
    + "\n</details>\n";
},"77":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":245,"column":2},"end":{"line":245,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":245,"column":13},"end":{"line":245,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"human") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":245,"column":29},"end":{"line":245,"column":45}}})) != null ? stack1 : "")
    + " |\n";
},"78":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"topHumanPages") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":249,"column":0},"end":{"line":249,"column":26}}})) != null ? stack1 : "")
    + "\n";
},"79":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":255,"column":2},"end":{"line":255,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":255,"column":13},"end":{"line":255,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ai") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":255,"column":29},"end":{"line":255,"column":42}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"aiShare") : depth0),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":255,"column":45},"end":{"line":255,"column":64}}})) != null ? stack1 : "")
    + " |\n";
},"80":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"topAiPages") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":259,"column":0},"end":{"line":259,"column":23}}})) != null ? stack1 : "")
    + "\n";
},"81":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### Biggest movers\n\nPages with at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"moverMinimumBase") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":268,"column":20},"end":{"line":268,"column":58}}})) != null ? stack1 : "")
    + " visitors in the comparison period, by relative change.\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"moversUp") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(82, data, 0),"inverse":container.program(85, data, 0),"data":data,"loc":{"start":{"line":270,"column":0},"end":{"line":282,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"moversDown") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(86, data, 0),"inverse":container.program(88, data, 0),"data":data,"loc":{"start":{"line":284,"column":0},"end":{"line":296,"column":7}}})) != null ? stack1 : "");
},"82":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Up | Visitors | Before | Change |\n|---:|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"moversUp") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(83, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":273,"column":0},"end":{"line":275,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"moversUp") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(84, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":276,"column":0},"end":{"line":279,"column":7}}})) != null ? stack1 : "");
},"83":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":274,"column":2},"end":{"line":274,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":274,"column":13},"end":{"line":274,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"change") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":274,"column":29},"end":{"line":274,"column":54}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"change") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":274,"column":57},"end":{"line":274,"column":83}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"change") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":274,"column":86},"end":{"line":274,"column":102}}})) != null ? stack1 : "")
    + " |\n";
},"84":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"moversUp") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":278,"column":0},"end":{"line":278,"column":21}}})) != null ? stack1 : "")
    + "\n";
},"85":function(container,depth0,helpers,partials,data) {
    return "No page went up.\n";
},"86":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Down | Visitors | Before | Change |\n|---:|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"moversDown") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(83, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":287,"column":0},"end":{"line":289,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"moversDown") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(87, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":290,"column":0},"end":{"line":293,"column":7}}})) != null ? stack1 : "");
},"87":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"moversDown") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":292,"column":0},"end":{"line":292,"column":23}}})) != null ? stack1 : "")
    + "\n";
},"88":function(container,depth0,helpers,partials,data) {
    return "No page went down.\n";
},"89":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n### Feedback\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"feedbackFetched") : depth0),{"name":"if","hash":{},"fn":container.program(90, data, 0),"inverse":container.program(104, data, 0),"data":data,"loc":{"start":{"line":303,"column":0},"end":{"line":341,"column":7}}})) != null ? stack1 : "");
},"90":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"feedback") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(91, data, 0),"inverse":container.program(97, data, 0),"data":data,"loc":{"start":{"line":304,"column":0},"end":{"line":322,"column":7}}})) != null ? stack1 : "")
    + "\n#### Pages needing attention\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"attention") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(100, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":326,"column":0},"end":{"line":337,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"attention") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"unless","hash":{},"fn":container.program(103, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":338,"column":0},"end":{"line":338,"column":50}}})) != null ? stack1 : "")
    + "A page needs attention with at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"attentionMinimumComplaints") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":338,"column":87},"end":{"line":338,"column":135}}})) != null ? stack1 : "")
    + " complaints (thumbs down and code snippet reports; "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"attentionMinimumEntries") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":338,"column":186},"end":{"line":338,"column":231}}})) != null ? stack1 : "")
    + " feedback entries where its thumbs were not counted) and "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"attentionDownRatio") : stack1),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":338,"column":288},"end":{"line":338,"column":331}}})) != null ? stack1 : "")
    + " or more thumbs down (of at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"minimumThumbs") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":338,"column":365},"end":{"line":338,"column":400}}})) != null ? stack1 : "")
    + " thumbs) or "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"attentionPer100Visitors") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":338,"column":412},"end":{"line":338,"column":457}}})) != null ? stack1 : "")
    + " or more feedback entries per 100 visitors (of at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"minimumVisitorsForRate") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":338,"column":513},"end":{"line":338,"column":557}}})) != null ? stack1 : "")
    + " visitors).\n";
},"91":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Page | Thumbs up | Thumbs down | Code snippet | Total |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackCompared") : depth0),{"name":"if","hash":{},"fn":container.program(92, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":305,"column":61},"end":{"line":305,"column":101}}})) != null ? stack1 : "")
    + " Thumbs down ratio | Per 100 visitors |\n|---:|---|---:|---:|---:|---:|"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackCompared") : depth0),{"name":"if","hash":{},"fn":container.program(93, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":306,"column":30},"end":{"line":306,"column":65}}})) != null ? stack1 : "")
    + "---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedback") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(94, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":307,"column":0},"end":{"line":309,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"feedback") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(96, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":310,"column":0},"end":{"line":313,"column":7}}})) != null ? stack1 : "")
    + "\nThe thumbs down ratio is shown from "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"minimumThumbs") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":315,"column":36},"end":{"line":315,"column":71}}})) != null ? stack1 : "")
    + " thumbs on.\n";
},"92":function(container,depth0,helpers,partials,data) {
    return " Change |";
},"93":function(container,depth0,helpers,partials,data) {
    return "---|";
},"94":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":308,"column":2},"end":{"line":308,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":308,"column":13},"end":{"line":308,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"thumbsUp") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":308,"column":29},"end":{"line":308,"column":48}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"thumbsDown") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":308,"column":51},"end":{"line":308,"column":72}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"code") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":308,"column":75},"end":{"line":308,"column":90}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":308,"column":93},"end":{"line":308,"column":109}}})) != null ? stack1 : "")
    + " |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"feedbackCompared")),{"name":"if","hash":{},"fn":container.program(95, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":308,"column":111},"end":{"line":308,"column":167}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"downRatio") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":308,"column":168},"end":{"line":308,"column":191}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"per100Visitors") : depth0),1,{"name":"number","hash":{},"data":data,"loc":{"start":{"line":308,"column":194},"end":{"line":308,"column":221}}})) != null ? stack1 : "")
    + " |\n";
},"95":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"change") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":308,"column":142},"end":{"line":308,"column":158}}})) != null ? stack1 : "")
    + " |";
},"96":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"feedback") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":312,"column":0},"end":{"line":312,"column":21}}})) != null ? stack1 : "")
    + "\n";
},"97":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0)) != null ? lookupProperty(stack1,"collectionMayBeOff") : stack1),{"name":"if","hash":{},"fn":container.program(98, data, 0),"inverse":container.program(99, data, 0),"data":data,"loc":{"start":{"line":317,"column":0},"end":{"line":321,"column":7}}})) != null ? stack1 : "");
},"98":function(container,depth0,helpers,partials,data) {
    return "No feedback in this period: feedback collection may be off for this project (see the notes).\n";
},"99":function(container,depth0,helpers,partials,data) {
    return "No feedback in this period.\n";
},"100":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Page | Why | Feedback | Visitors |\n|---:|---|---|---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"attention") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(101, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":329,"column":0},"end":{"line":331,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"attention") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(102, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":332,"column":0},"end":{"line":335,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"101":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":330,"column":2},"end":{"line":330,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":330,"column":13},"end":{"line":330,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"join")||(depth0 && lookupProperty(depth0,"join"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"reasons") : depth0),"; ",{"name":"join","hash":{},"data":data,"loc":{"start":{"line":330,"column":29},"end":{"line":330,"column":50}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":330,"column":53},"end":{"line":330,"column":69}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"visitors") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":330,"column":72},"end":{"line":330,"column":91}}})) != null ? stack1 : "")
    + " |\n";
},"102":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"attention") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":334,"column":0},"end":{"line":334,"column":22}}})) != null ? stack1 : "")
    + "\n";
},"103":function(container,depth0,helpers,partials,data) {
    return "None. ";
},"104":function(container,depth0,helpers,partials,data) {
    return "Feedback was not fetched: see the notes.\n";
},"105":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### What readers wrote\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"commentRows") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(106, data, 0),"inverse":container.program(113, data, 0),"data":data,"loc":{"start":{"line":347,"column":0},"end":{"line":369,"column":7}}})) != null ? stack1 : "");
},"106":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"comments") : depth0)) != null ? lookupProperty(stack1,"warning") : stack1),{"name":"if","hash":{},"fn":container.program(107, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":348,"column":0},"end":{"line":351,"column":7}}})) != null ? stack1 : "")
    + "| # | Page | Date | Source | Status | Comment |\n|---:|---|---|---|---|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"commentRows") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(108, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":354,"column":0},"end":{"line":356,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"commentRows") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(111, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":357,"column":0},"end":{"line":360,"column":7}}})) != null ? stack1 : "")
    + "\nThe latest comments of the "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias1,(depth0 != null ? lookupProperty(depth0,"top") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":362,"column":27},"end":{"line":362,"column":41}}})) != null ? stack1 : "")
    + " pages with most comments, newest first"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"comments") : depth0)) != null ? lookupProperty(stack1,"complete") : stack1),{"name":"unless","hash":{},"fn":container.program(112, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":362,"column":80},"end":{"line":362,"column":192}}})) != null ? stack1 : "")
    + ".\n";
},"107":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "_"
    + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0,"comments") : depth0)) != null ? lookupProperty(stack1,"warning") : stack1), depth0)) != null ? stack1 : "")
    + "_\n\n";
},"108":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":355,"column":2},"end":{"line":355,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":355,"column":13},"end":{"line":355,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"date") : depth0),{"name":"if","hash":{},"fn":container.program(109, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":355,"column":29},"end":{"line":355,"column":65}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"source") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":355,"column":68},"end":{"line":355,"column":83}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"code") : depth0),{"name":"if","hash":{},"fn":container.program(110, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":355,"column":83},"end":{"line":355,"column":118}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"status") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":355,"column":121},"end":{"line":355,"column":136}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"text") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":355,"column":139},"end":{"line":355,"column":152}}})) != null ? stack1 : "")
    + " |\n";
},"109":function(container,depth0,helpers,partials,data) {
    var stack1, helper, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = ((helper = (helper = lookupProperty(helpers,"date") || (depth0 != null ? lookupProperty(depth0,"date") : depth0)) != null ? helper : container.hooks.helperMissing),(typeof helper === "function" ? helper.call(depth0 != null ? depth0 : (container.nullContext || {}),{"name":"date","hash":{},"data":data,"loc":{"start":{"line":355,"column":41},"end":{"line":355,"column":49}}}) : helper))) != null ? stack1 : "");
},"110":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"code") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":355,"column":97},"end":{"line":355,"column":110}}})) != null ? stack1 : "")
    + ")";
},"111":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"commentRows") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":359,"column":0},"end":{"line":359,"column":24}}})) != null ? stack1 : "")
    + "\n";
},"112":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", among the "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"comments") : depth0)) != null ? lookupProperty(stack1,"entriesRead") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":362,"column":121},"end":{"line":362,"column":152}}})) != null ? stack1 : "")
    + " entries read (see the notes)";
},"113":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"comments") : depth0)) != null ? lookupProperty(stack1,"state") : stack1),"ok",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":364,"column":6},"end":{"line":364,"column":30}}}),{"name":"if","hash":{},"fn":container.program(114, data, 0),"inverse":container.program(115, data, 0),"data":data,"loc":{"start":{"line":364,"column":0},"end":{"line":368,"column":7}}})) != null ? stack1 : "");
},"114":function(container,depth0,helpers,partials,data) {
    return "No reader left a comment in this period.\n";
},"115":function(container,depth0,helpers,partials,data) {
    return "No comments: see the notes.\n";
},"116":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### Searches\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(117, data, 0),"inverse":container.program(134, data, 0),"data":data,"loc":{"start":{"line":375,"column":0},"end":{"line":421,"column":7}}})) != null ? stack1 : "");
},"117":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":376,"column":0},"end":{"line":376,"column":33}}})) != null ? stack1 : "")
    + " searches"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":376,"column":42},"end":{"line":376,"column":92}}})) != null ? stack1 : "")
    + ".\n\n#### Content gaps\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"contentGaps") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(118, data, 0),"inverse":container.program(123, data, 0),"data":data,"loc":{"start":{"line":380,"column":0},"end":{"line":394,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"terms") : stack1),{"name":"if","hash":{},"fn":container.program(124, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":395,"column":0},"end":{"line":398,"column":7}}})) != null ? stack1 : "")
    + "\n#### Top search terms\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"searchTerms") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(131, data, 0),"inverse":container.program(133, data, 0),"data":data,"loc":{"start":{"line":402,"column":0},"end":{"line":414,"column":7}}})) != null ? stack1 : "");
},"118":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Terms searched at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"contentGapMinimumHits") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":381,"column":24},"end":{"line":381,"column":67}}})) != null ? stack1 : "")
    + " times whose results were clicked less than "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"contentGapMaximumCtr") : stack1),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":381,"column":111},"end":{"line":381,"column":156}}})) != null ? stack1 : "")
    + " of the time, or that led to no page: questions the documentation does not answer.\n\n| # | Term | Searches | Clicked | Most clicked page |\n|---:|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"contentGaps") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(119, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":385,"column":0},"end":{"line":387,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"contentGaps") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(122, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":388,"column":0},"end":{"line":391,"column":7}}})) != null ? stack1 : "");
},"119":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":386,"column":2},"end":{"line":386,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":386,"column":13},"end":{"line":386,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"hits") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":386,"column":29},"end":{"line":386,"column":44}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ctr") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":386,"column":47},"end":{"line":386,"column":64}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"topClickedPage") : depth0),{"name":"if","hash":{},"fn":container.program(120, data, 0),"inverse":container.program(121, data, 0),"data":data,"loc":{"start":{"line":386,"column":67},"end":{"line":386,"column":131}}})) != null ? stack1 : "")
    + " |\n";
},"120":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"topClickedPage") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":386,"column":89},"end":{"line":386,"column":112}}})) != null ? stack1 : "");
},"121":function(container,depth0,helpers,partials,data) {
    return "none";
},"122":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"contentGaps") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":390,"column":0},"end":{"line":390,"column":24}}})) != null ? stack1 : "")
    + "\n";
},"123":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "None: no term searched at least "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"thresholds") : depth0)) != null ? lookupProperty(stack1,"contentGapMinimumHits") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":393,"column":32},"end":{"line":393,"column":75}}})) != null ? stack1 : "")
    + " times went unanswered.\n";
},"124":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nSet aside, not counted as gaps: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"junk") : stack1),{"name":"if","hash":{},"fn":container.program(125, data, 0),"inverse":container.program(129, data, 0),"data":data,"loc":{"start":{"line":397,"column":32},"end":{"line":397,"column":351}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"examples") : stack1),{"name":"each","hash":{},"fn":container.program(130, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":397,"column":353},"end":{"line":397,"column":439}}})) != null ? stack1 : "")
    + ").\n";
},"125":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"junk") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":397,"column":53},"end":{"line":397,"column":77}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"junk") : stack1),1,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":397,"column":84},"end":{"line":397,"column":104}}}),{"name":"if","hash":{},"fn":container.program(126, data, 0),"inverse":container.program(127, data, 0),"data":data,"loc":{"start":{"line":397,"column":78},"end":{"line":397,"column":130}}})) != null ? stack1 : "")
    + " no reader types"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"ignored") : stack1),{"name":"if","hash":{},"fn":container.program(128, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":397,"column":146},"end":{"line":397,"column":231}}})) != null ? stack1 : "");
},"126":function(container,depth0,helpers,partials,data) {
    return "term";
},"127":function(container,depth0,helpers,partials,data) {
    return "terms";
},"128":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " and "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"ignored") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":397,"column":175},"end":{"line":397,"column":202}}})) != null ? stack1 : "")
    + " matched `task-ignore`";
},"129":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"ignored") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":397,"column":239},"end":{"line":397,"column":266}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"setAside") : depth0)) != null ? lookupProperty(stack1,"ignored") : stack1),1,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":397,"column":273},"end":{"line":397,"column":296}}}),{"name":"if","hash":{},"fn":container.program(126, data, 0),"inverse":container.program(127, data, 0),"data":data,"loc":{"start":{"line":397,"column":267},"end":{"line":397,"column":322}}})) != null ? stack1 : "")
    + " matched `task-ignore`";
},"130":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(data && lookupProperty(data,"index")),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":397,"column":380},"end":{"line":397,"column":403}}})) != null ? stack1 : "")
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"reason") || (depth0 != null ? lookupProperty(depth0,"reason") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"reason","hash":{},"data":data,"loc":{"start":{"line":397,"column":403},"end":{"line":397,"column":413}}}) : helper))) != null ? stack1 : "")
    + ": “"
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":397,"column":416},"end":{"line":397,"column":429}}})) != null ? stack1 : "")
    + "”";
},"131":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Term | Searches | Clicked | Most clicked page |\n|---:|---|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searchTerms") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(119, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":405,"column":0},"end":{"line":407,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searchTerms") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(132, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":408,"column":0},"end":{"line":411,"column":7}}})) != null ? stack1 : "");
},"132":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"searchTerms") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":410,"column":0},"end":{"line":410,"column":24}}})) != null ? stack1 : "")
    + "\n";
},"133":function(container,depth0,helpers,partials,data) {
    return "No searches in this period.\n";
},"134":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"state") : stack1),"unavailable",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":416,"column":6},"end":{"line":416,"column":39}}}),{"name":"if","hash":{},"fn":container.program(135, data, 0),"inverse":container.program(136, data, 0),"data":data,"loc":{"start":{"line":416,"column":0},"end":{"line":420,"column":7}}})) != null ? stack1 : "");
},"135":function(container,depth0,helpers,partials,data) {
    return "Search is not available for this project.\n";
},"136":function(container,depth0,helpers,partials,data) {
    return "Searches were not fetched: see the notes.\n";
},"137":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### AI assistant\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(138, data, 0, blockParams, depths),"inverse":container.program(141, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":427,"column":0},"end":{"line":449,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"unanswered") : stack1),{"name":"with","hash":{},"fn":container.program(144, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":450,"column":0},"end":{"line":491,"column":9}}})) != null ? stack1 : "");
},"138":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(139, data, 0),"inverse":container.program(140, data, 0),"data":data,"loc":{"start":{"line":428,"column":0},"end":{"line":442,"column":7}}})) != null ? stack1 : "");
},"139":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Questions from | This period | Previous period | Change |\n|---|---:|---:|---|\n| The documentation site | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"web") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":431,"column":27},"end":{"line":431,"column":59}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"web") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":431,"column":62},"end":{"line":431,"column":95}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"web") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":431,"column":98},"end":{"line":431,"column":121}}})) != null ? stack1 : "")
    + " |\n| The API | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"api") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":432,"column":12},"end":{"line":432,"column":44}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"api") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":432,"column":47},"end":{"line":432,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"api") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":432,"column":83},"end":{"line":432,"column":106}}})) != null ? stack1 : "")
    + " |\n| Other integrations | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"other") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":433,"column":23},"end":{"line":433,"column":57}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"other") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":433,"column":60},"end":{"line":433,"column":95}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"other") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":433,"column":98},"end":{"line":433,"column":123}}})) != null ? stack1 : "")
    + " |\n| All | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":434,"column":8},"end":{"line":434,"column":42}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":434,"column":45},"end":{"line":434,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":434,"column":83},"end":{"line":434,"column":108}}})) != null ? stack1 : "")
    + " |\n";
},"140":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Questions from | This period |\n|---|---:|\n| The documentation site | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"web") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":438,"column":27},"end":{"line":438,"column":59}}})) != null ? stack1 : "")
    + " |\n| The API | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"api") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":439,"column":12},"end":{"line":439,"column":44}}})) != null ? stack1 : "")
    + " |\n| Other integrations | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"other") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":440,"column":23},"end":{"line":440,"column":57}}})) != null ? stack1 : "")
    + " |\n| All | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":441,"column":8},"end":{"line":441,"column":42}}})) != null ? stack1 : "")
    + " |\n";
},"141":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"state") : stack1),"unavailable",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":444,"column":6},"end":{"line":444,"column":40}}}),{"name":"if","hash":{},"fn":container.program(142, data, 0),"inverse":container.program(143, data, 0),"data":data,"loc":{"start":{"line":444,"column":0},"end":{"line":448,"column":7}}})) != null ? stack1 : "");
},"142":function(container,depth0,helpers,partials,data) {
    return "The AI assistant is not available for this project.\n";
},"143":function(container,depth0,helpers,partials,data) {
    return "Assistant questions were not fetched: see the notes.\n";
},"144":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n#### Unanswered questions\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"compared")),{"name":"if","hash":{},"fn":container.program(145, data, 0, blockParams, depths),"inverse":container.program(147, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":454,"column":0},"end":{"line":470,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"byCategory") : depth0)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(148, data, 0, blockParams, depths),"inverse":container.program(153, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":472,"column":0},"end":{"line":490,"column":7}}})) != null ? stack1 : "");
},"145":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Questions"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,(depth0 != null ? lookupProperty(depth0,"complete") : depth0),{"name":"unless","hash":{},"fn":container.program(146, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":455,"column":11},"end":{"line":455,"column":72}}})) != null ? stack1 : "")
    + " | This period | Previous period | Change |\n|---|---:|---:|---|\n| Asked | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":457,"column":10},"end":{"line":457,"column":19}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"asked") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":457,"column":19},"end":{"line":457,"column":43}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"asked") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":457,"column":46},"end":{"line":457,"column":71}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"asked") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":457,"column":74},"end":{"line":457,"column":89}}})) != null ? stack1 : "")
    + " |\n| Answered | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":458,"column":13},"end":{"line":458,"column":22}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"answered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":458,"column":22},"end":{"line":458,"column":49}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"answered") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":458,"column":52},"end":{"line":458,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"answered") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":458,"column":83},"end":{"line":458,"column":101}}})) != null ? stack1 : "")
    + " |\n| Unanswered | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":459,"column":15},"end":{"line":459,"column":24}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":459,"column":24},"end":{"line":459,"column":53}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":459,"column":56},"end":{"line":459,"column":86}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"unanswered") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":459,"column":89},"end":{"line":459,"column":109}}})) != null ? stack1 : "")
    + " |\n| Unanswered share | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"share") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":460,"column":21},"end":{"line":460,"column":46}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"share") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":460,"column":49},"end":{"line":460,"column":75}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"points")||(depth0 && lookupProperty(depth0,"points"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"share") : depth0),{"name":"points","hash":{},"data":data,"loc":{"start":{"line":460,"column":78},"end":{"line":460,"column":94}}})) != null ? stack1 : "")
    + " |\n| Clarifying questions asked back | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":461,"column":36},"end":{"line":461,"column":45}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"clarifying") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":461,"column":45},"end":{"line":461,"column":74}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"clarifying") : depth0)) != null ? lookupProperty(stack1,"previous") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":461,"column":77},"end":{"line":461,"column":107}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"clarifying") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":461,"column":110},"end":{"line":461,"column":130}}})) != null ? stack1 : "")
    + " |\n";
},"146":function(container,depth0,helpers,partials,data) {
    return " (lower bounds: see the notes)";
},"147":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3="function", lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Questions"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,(depth0 != null ? lookupProperty(depth0,"complete") : depth0),{"name":"unless","hash":{},"fn":container.program(146, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":463,"column":11},"end":{"line":463,"column":72}}})) != null ? stack1 : "")
    + " | This period |\n|---|---:|\n| Asked | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":465,"column":10},"end":{"line":465,"column":19}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"asked") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":465,"column":19},"end":{"line":465,"column":43}}})) != null ? stack1 : "")
    + " |\n| Answered | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":466,"column":13},"end":{"line":466,"column":22}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"answered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":466,"column":22},"end":{"line":466,"column":49}}})) != null ? stack1 : "")
    + " |\n| Unanswered | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":467,"column":15},"end":{"line":467,"column":24}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":467,"column":24},"end":{"line":467,"column":53}}})) != null ? stack1 : "")
    + " |\n| Unanswered share | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"share") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":468,"column":21},"end":{"line":468,"column":46}}})) != null ? stack1 : "")
    + " |\n| Clarifying questions asked back | "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"bound") || (depth0 != null ? lookupProperty(depth0,"bound") : depth0)) != null ? helper : alias2),(typeof helper === alias3 ? helper.call(alias1,{"name":"bound","hash":{},"data":data,"loc":{"start":{"line":469,"column":36},"end":{"line":469,"column":45}}}) : helper))) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"clarifying") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":469,"column":45},"end":{"line":469,"column":74}}})) != null ? stack1 : "")
    + " |\n";
},"148":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Category | Unanswered | Asked | Unanswered share | Change |\n|---:|---|---:|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,(depth0 != null ? lookupProperty(depth0,"byCategory") : depth0),{"name":"each","hash":{},"fn":container.program(149, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":475,"column":0},"end":{"line":477,"column":9}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"byPage") : depth0)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(150, data, 0, blockParams, depths),"inverse":container.program(152, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":479,"column":0},"end":{"line":487,"column":7}}})) != null ? stack1 : "");
},"149":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":476,"column":2},"end":{"line":476,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":476,"column":13},"end":{"line":476,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.lambda((depths[1] != null ? lookupProperty(depths[1],"bound") : depths[1]), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":476,"column":41},"end":{"line":476,"column":70}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"asked") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":476,"column":73},"end":{"line":476,"column":89}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"share") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":476,"column":92},"end":{"line":476,"column":111}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"unanswered") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":476,"column":114},"end":{"line":476,"column":134}}})) != null ? stack1 : "")
    + " |\n";
},"150":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| # | Page | Unanswered | Asked | Unanswered share | Change |\n|---:|---|---:|---:|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"byPage") : depth0),{"name":"each","hash":{},"fn":container.program(151, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":482,"column":0},"end":{"line":484,"column":9}}})) != null ? stack1 : "");
},"151":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":483,"column":2},"end":{"line":483,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"name") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":483,"column":13},"end":{"line":483,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.lambda((depths[1] != null ? lookupProperty(depths[1],"bound") : depths[1]), depth0)) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"unanswered") : depth0)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":483,"column":41},"end":{"line":483,"column":70}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"asked") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":483,"column":73},"end":{"line":483,"column":89}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"percent")||(depth0 && lookupProperty(depth0,"percent"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"share") : depth0),0,{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":483,"column":92},"end":{"line":483,"column":111}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"unanswered") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":483,"column":114},"end":{"line":483,"column":134}}})) != null ? stack1 : "")
    + " |\n";
},"152":function(container,depth0,helpers,partials,data) {
    return "No unanswered question started on a documentation page.\n";
},"153":function(container,depth0,helpers,partials,data) {
    return "The assistant answered every question of this period.\n";
},"154":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n### What they asked\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"questionRows") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(155, data, 0),"inverse":container.program(167, data, 0),"data":data,"loc":{"start":{"line":497,"column":0},"end":{"line":522,"column":7}}})) != null ? stack1 : "");
},"155":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questions") : depth0)) != null ? lookupProperty(stack1,"warning") : stack1),{"name":"if","hash":{},"fn":container.program(156, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":498,"column":0},"end":{"line":501,"column":7}}})) != null ? stack1 : "")
    + "| # | Question | Asked | Categories |\n|---:|---|---:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questionRows") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(157, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":504,"column":0},"end":{"line":506,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questionRows") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(160, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":507,"column":0},"end":{"line":510,"column":7}}})) != null ? stack1 : "")
    + "\nThe unanswered questions of the categories with most, each different question once with how often it was asked and the categories it was asked under; e-mail addresses, keys and tokens, IBANs, and phone, card and account numbers are removed"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questions") : depth0)) != null ? lookupProperty(stack1,"complete") : stack1),{"name":"unless","hash":{},"fn":container.program(161, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":512,"column":239},"end":{"line":512,"column":326}}})) != null ? stack1 : "")
    + ".\n"
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questions") : depth0)) != null ? lookupProperty(stack1,"setAside") : stack1),{"name":"with","hash":{},"fn":container.program(162, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":513,"column":0},"end":{"line":515,"column":9}}})) != null ? stack1 : "");
},"156":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "_"
    + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0,"questions") : depth0)) != null ? lookupProperty(stack1,"warning") : stack1), depth0)) != null ? stack1 : "")
    + "_\n\n";
},"157":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":505,"column":2},"end":{"line":505,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"text") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":505,"column":13},"end":{"line":505,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"count") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":505,"column":29},"end":{"line":505,"column":45}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,(depth0 != null ? lookupProperty(depth0,"categories") : depth0),{"name":"each","hash":{},"fn":container.program(158, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":505,"column":48},"end":{"line":505,"column":113}}})) != null ? stack1 : "")
    + " |\n";
},"158":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(data && lookupProperty(data,"index")),{"name":"if","hash":{},"fn":container.program(159, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":505,"column":68},"end":{"line":505,"column":91}}})) != null ? stack1 : "")
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||container.hooks.helperMissing).call(alias1,depth0,{"name":"text","hash":{},"data":data,"loc":{"start":{"line":505,"column":91},"end":{"line":505,"column":104}}})) != null ? stack1 : "");
},"159":function(container,depth0,helpers,partials,data) {
    return ", ";
},"160":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"questionRows") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":509,"column":0},"end":{"line":509,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"161":function(container,depth0,helpers,partials,data) {
    return "; among the conversations read (see the notes)";
},"162":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Counted above but not listed: "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"replies") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":514,"column":30},"end":{"line":514,"column":48}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"replies") : depth0),1,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":514,"column":55},"end":{"line":514,"column":69}}}),{"name":"if","hash":{},"fn":container.program(163, data, 0),"inverse":container.program(164, data, 0),"data":data,"loc":{"start":{"line":514,"column":49},"end":{"line":514,"column":98}}})) != null ? stack1 : "")
    + " to the assistant's clarifying questions and "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"short") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":514,"column":143},"end":{"line":514,"column":159}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"short") : depth0),1,{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":514,"column":166},"end":{"line":514,"column":178}}}),{"name":"if","hash":{},"fn":container.program(165, data, 0),"inverse":container.program(166, data, 0),"data":data,"loc":{"start":{"line":514,"column":160},"end":{"line":514,"column":212}}})) != null ? stack1 : "")
    + " of a word or two.\n";
},"163":function(container,depth0,helpers,partials,data) {
    return "reply";
},"164":function(container,depth0,helpers,partials,data) {
    return "replies";
},"165":function(container,depth0,helpers,partials,data) {
    return "question";
},"166":function(container,depth0,helpers,partials,data) {
    return "questions";
},"167":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||container.hooks.helperMissing).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"questions") : depth0)) != null ? lookupProperty(stack1,"state") : stack1),"ok",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":517,"column":6},"end":{"line":517,"column":31}}}),{"name":"if","hash":{},"fn":container.program(168, data, 0),"inverse":container.program(169, data, 0),"data":data,"loc":{"start":{"line":517,"column":0},"end":{"line":521,"column":7}}})) != null ? stack1 : "");
},"168":function(container,depth0,helpers,partials,data) {
    return "No question went unanswered in this period.\n";
},"169":function(container,depth0,helpers,partials,data) {
    return "No questions: see the notes.\n";
},"170":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "### Gaps waiting for a task\n\n`max-new-tasks` task issues were opened this run; these gaps get theirs in a later run, the highest priority first.\n\n| Gap | Term | Priority | This period |\n|---|---|---:|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"waitingTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(171, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":532,"column":0},"end":{"line":534,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"waitingTasks") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(173, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":535,"column":0},"end":{"line":538,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"171":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"what") || (depth0 != null ? lookupProperty(depth0,"what") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"what","hash":{},"data":data,"loc":{"start":{"line":533,"column":2},"end":{"line":533,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"eq")||(depth0 && lookupProperty(depth0,"eq"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"kind") : depth0),"page",{"name":"eq","hash":{},"data":data,"loc":{"start":{"line":533,"column":19},"end":{"line":533,"column":35}}}),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(172, data, 0),"data":data,"loc":{"start":{"line":533,"column":13},"end":{"line":533,"column":78}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"share")||(depth0 && lookupProperty(depth0,"share"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"score") : depth0),{"name":"share","hash":{},"data":data,"loc":{"start":{"line":533,"column":81},"end":{"line":533,"column":96}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"count") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":533,"column":99},"end":{"line":533,"column":115}}})) != null ? stack1 : "")
    + " |\n";
},"172":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"term") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":533,"column":58},"end":{"line":533,"column":71}}})) != null ? stack1 : "");
},"173":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"waitingTasks") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":537,"column":0},"end":{"line":537,"column":25}}})) != null ? stack1 : "")
    + "\n";
},"174":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<details><summary>All pages by visitors</summary>\n\n| # | Page | Visitors | Human | AI | Change | Feedback |\n|---:|---|---:|---:|---:|---|---:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"allPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(175, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":546,"column":0},"end":{"line":548,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"allPages") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(176, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":549,"column":0},"end":{"line":552,"column":7}}})) != null ? stack1 : "")
    + "\n</details>\n";
},"175":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":547,"column":2},"end":{"line":547,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":547,"column":13},"end":{"line":547,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":547,"column":29},"end":{"line":547,"column":45}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"human") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":547,"column":48},"end":{"line":547,"column":64}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"ai") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":547,"column":67},"end":{"line":547,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"delta")||(depth0 && lookupProperty(depth0,"delta"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"change") : depth0),{"name":"delta","hash":{},"data":data,"loc":{"start":{"line":547,"column":83},"end":{"line":547,"column":99}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"feedback") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":547,"column":102},"end":{"line":547,"column":121}}})) != null ? stack1 : "")
    + " |\n";
},"176":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"allPages") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":551,"column":0},"end":{"line":551,"column":21}}})) != null ? stack1 : "")
    + "\n";
},"177":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<details><summary>All feedback by page</summary>\n\n| # | Page | Thumbs up | Thumbs down | Code snippet | Total |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackCompared") : depth0),{"name":"if","hash":{},"fn":container.program(92, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":560,"column":61},"end":{"line":560,"column":101}}})) != null ? stack1 : "")
    + "\n|---:|---|---:|---:|---:|---:|"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackCompared") : depth0),{"name":"if","hash":{},"fn":container.program(93, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":561,"column":30},"end":{"line":561,"column":65}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"allFeedback") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1),{"name":"each","hash":{},"fn":container.program(178, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":562,"column":0},"end":{"line":564,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"allFeedback") : depth0)) != null ? lookupProperty(stack1,"omitted") : stack1),{"name":"if","hash":{},"fn":container.program(179, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":565,"column":0},"end":{"line":568,"column":7}}})) != null ? stack1 : "")
    + "\n</details>\n";
},"178":function(container,depth0,helpers,partials,data) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"rank") || (depth0 != null ? lookupProperty(depth0,"rank") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"rank","hash":{},"data":data,"loc":{"start":{"line":563,"column":2},"end":{"line":563,"column":10}}}) : helper))) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"path")||(depth0 && lookupProperty(depth0,"path"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"path") : depth0),{"name":"path","hash":{},"data":data,"loc":{"start":{"line":563,"column":13},"end":{"line":563,"column":26}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"thumbsUp") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":563,"column":29},"end":{"line":563,"column":48}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"thumbsDown") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":563,"column":51},"end":{"line":563,"column":72}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"code") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":563,"column":75},"end":{"line":563,"column":90}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"total") : depth0),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":563,"column":93},"end":{"line":563,"column":109}}})) != null ? stack1 : "")
    + " |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (data && lookupProperty(data,"root"))) && lookupProperty(stack1,"feedbackCompared")),{"name":"if","hash":{},"fn":container.program(95, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":563,"column":111},"end":{"line":563,"column":167}}})) != null ? stack1 : "")
    + "\n";
},"179":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = (lookupProperty(helpers,"moreRows")||(depth0 && lookupProperty(depth0,"moreRows"))||container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}),(depth0 != null ? lookupProperty(depth0,"allFeedback") : depth0),{"name":"moreRows","hash":{},"data":data,"loc":{"start":{"line":567,"column":0},"end":{"line":567,"column":24}}})) != null ? stack1 : "")
    + "\n";
},"180":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- "
    + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0,"text") : depth0), depth0)) != null ? stack1 : "")
    + "\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, helper, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.hooks.helperMissing, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Docs analytics: "
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,(depth0 != null ? lookupProperty(depth0,"projectId") : depth0),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":20,"column":19},"end":{"line":20,"column":37}}})) != null ? stack1 : "")
    + "\n\n**"
    + ((stack1 = (lookupProperty(helpers,"text")||(depth0 && lookupProperty(depth0,"text"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"period") : depth0)) != null ? lookupProperty(stack1,"label") : stack1),{"name":"text","hash":{},"data":data,"loc":{"start":{"line":22,"column":2},"end":{"line":22,"column":23}}})) != null ? stack1 : "")
    + "** (UTC; `dateFrom` "
    + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0,"period") : depth0)) != null ? lookupProperty(stack1,"dateFrom") : stack1), depth0)) != null ? stack1 : "")
    + ", `dateTo` "
    + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0,"period") : depth0)) != null ? lookupProperty(stack1,"dateTo") : stack1), depth0)) != null ? stack1 : "")
    + " exclusive)\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(lookupProperty(helpers,"or")||(depth0 && lookupProperty(depth0,"or"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"workTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = (depth0 != null ? lookupProperty(depth0,"workWaiting") : depth0)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesHolding") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesFailing") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"fixesWatched") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"or","hash":{},"data":data,"loc":{"start":{"line":24,"column":6},"end":{"line":24,"column":126}}}),{"name":"if","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":24,"column":0},"end":{"line":93,"column":7}}})) != null ? stack1 : "")
    + "### What changed\n\n- **Visitors:** "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"totals") : depth0)) != null ? lookupProperty(stack1,"total") : stack1)) != null ? lookupProperty(stack1,"current") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":96,"column":16},"end":{"line":96,"column":47}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(29, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":96,"column":47},"end":{"line":96,"column":95}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"feedbackTotals") : depth0),{"name":"if","hash":{},"fn":container.program(30, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":97,"column":0},"end":{"line":99,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"searches") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(32, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":100,"column":0},"end":{"line":102,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"total") : stack1),{"name":"if","hash":{},"fn":container.program(37, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":103,"column":0},"end":{"line":105,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"assistant") : depth0)) != null ? lookupProperty(stack1,"unanswered") : stack1),{"name":"with","hash":{},"fn":container.program(39, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":106,"column":0},"end":{"line":108,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"unansweredCategory") : stack1),{"name":"with","hash":{},"fn":container.program(41, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":109,"column":0},"end":{"line":111,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"unansweredPage") : stack1),{"name":"with","hash":{},"fn":container.program(42, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":112,"column":0},"end":{"line":114,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"gaps") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(43, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":115,"column":0},"end":{"line":117,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"highlights") : depth0)) != null ? lookupProperty(stack1,"complaints") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(45, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":118,"column":0},"end":{"line":120,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"compared") : depth0),{"name":"if","hash":{},"fn":container.program(48, data, 0, blockParams, depths),"inverse":container.program(52, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":122,"column":0},"end":{"line":158,"column":7}}})) != null ? stack1 : "")
    + "\nHuman and AI visitors need not add up to the total: the service counts a visitor seen both as a human and as an AI in each, and once in the total.\n\n"
    + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0,"comparison") : depth0)) != null ? lookupProperty(stack1,"text") : stack1), depth0)) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"filters") : depth0)) != null ? lookupProperty(stack1,"feedbackSource") : stack1),{"name":"if","hash":{},"fn":container.program(55, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":163,"column":0},"end":{"line":165,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"filters") : depth0)) != null ? lookupProperty(stack1,"feedbackStatus") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(56, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":166,"column":0},"end":{"line":168,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,(depth0 != null ? lookupProperty(depth0,"trends") : depth0),{"name":"if","hash":{},"fn":container.program(57, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":169,"column":0},"end":{"line":218,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"traffic") : stack1),{"name":"if","hash":{},"fn":container.program(71, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":219,"column":0},"end":{"line":298,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"feedback") : stack1),{"name":"if","hash":{},"fn":container.program(89, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":299,"column":0},"end":{"line":342,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"comments") : stack1),{"name":"if","hash":{},"fn":container.program(105, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":344,"column":0},"end":{"line":370,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"searches") : stack1),{"name":"if","hash":{},"fn":container.program(116, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":372,"column":0},"end":{"line":422,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"assistant") : stack1),{"name":"if","hash":{},"fn":container.program(137, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":424,"column":0},"end":{"line":492,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"show") : depth0)) != null ? lookupProperty(stack1,"questions") : stack1),{"name":"if","hash":{},"fn":container.program(154, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":493,"column":0},"end":{"line":523,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"waitingTasks") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(170, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":525,"column":0},"end":{"line":540,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"allPages") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(174, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":541,"column":0},"end":{"line":555,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0,"allFeedback") : depth0)) != null ? lookupProperty(stack1,"rows") : stack1)) != null ? lookupProperty(stack1,"length") : stack1),{"name":"if","hash":{},"fn":container.program(177, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":557,"column":0},"end":{"line":571,"column":7}}})) != null ? stack1 : "")
    + "\n### Notes\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,(depth0 != null ? lookupProperty(depth0,"notes") : depth0),{"name":"each","hash":{},"fn":container.program(180, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":575,"column":0},"end":{"line":577,"column":9}}})) != null ? stack1 : "")
    + "- Analytics requests used: "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"requests") : depth0)) != null ? lookupProperty(stack1,"used") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":578,"column":27},"end":{"line":578,"column":51}}})) != null ? stack1 : "")
    + " of a budget of "
    + ((stack1 = (lookupProperty(helpers,"number")||(depth0 && lookupProperty(depth0,"number"))||alias2).call(alias1,((stack1 = (depth0 != null ? lookupProperty(depth0,"requests") : depth0)) != null ? lookupProperty(stack1,"budget") : stack1),{"name":"number","hash":{},"data":data,"loc":{"start":{"line":578,"column":67},"end":{"line":578,"column":93}}})) != null ? stack1 : "")
    + ".\n- Generated "
    + ((stack1 = ((helper = (helper = lookupProperty(helpers,"generatedAt") || (depth0 != null ? lookupProperty(depth0,"generatedAt") : depth0)) != null ? helper : alias2),(typeof helper === "function" ? helper.call(alias1,{"name":"generatedAt","hash":{},"data":data,"loc":{"start":{"line":579,"column":12},"end":{"line":579,"column":27}}}) : helper))) != null ? stack1 : "")
    + " by docs-export-action.\n";
},"useData":true,"useDepths":true};
